import { strToU8, zipSync, type Zippable } from 'fflate';
import { dataUrlBytes } from './data-url';
import {
  IMAGES_MANIFEST_FILE,
  imageFileName,
  kindFileName,
  VENUE_FILE_FORMAT,
  VENUE_FILE_IMAGE_TYPES,
  VENUE_FILE_KINDS,
  VENUE_MANIFEST_FILE,
  type ImageEntry,
  type VenueFileContent,
  type VenueFileCounts,
  type VenueManifest,
} from './venue-file-format';

const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 1)}\n`);

/**
 * The venue file of `content` (format `VENUE_FILE_FORMAT`): a zip holding `venue.json` (format,
 * `exportedAt`, venue name and profile, counts), one `{kind}.json` per record kind (a JSON
 * array, every kind present, empty or not), `images.json` and the pictures under `images/`.
 * Pure: the time is a parameter and is also each entry's date, so the same venue exported at
 * the same time gives the same bytes. A thumbnail whose data URL cannot be read or whose type
 * a file does not carry is left out (it is counted as it is written).
 */
export function writeVenueFile(content: VenueFileContent, exportedAt: string): Uint8Array {
  const files: Zippable = {};
  const counts: Record<string, number> = {};
  for (const kind of VENUE_FILE_KINDS) {
    const records = content.records[kind] ?? [];
    files[kindFileName(kind)] = json(records);
    counts[kind] = records.length;
  }
  const entries: ImageEntry[] = [];
  for (const image of content.images) {
    const decoded = dataUrlBytes(image.dataUrl);
    if (!decoded || !(decoded.type in VENUE_FILE_IMAGE_TYPES)) continue;
    const file = imageFileName(image.foodkey, decoded.type);
    // Pictures are compressed already: stored as they are.
    files[file] = [decoded.bytes, { level: 0 }];
    entries.push({
      foodkey: image.foodkey,
      file,
      type: decoded.type,
      width: image.width,
      height: image.height,
    });
  }
  files[IMAGES_MANIFEST_FILE] = json(entries);
  counts.images = entries.length;
  const manifest: VenueManifest = {
    format: VENUE_FILE_FORMAT,
    exportedAt,
    venueName: content.venueName,
    profile: content.profile,
    counts: counts as VenueFileCounts,
  };
  return zipSync(
    { [VENUE_MANIFEST_FILE]: json(manifest), ...files },
    { level: 6, mtime: zipDate(exportedAt) },
  );
}

/** The entries' date: the export time, within what a zip can hold (1980 to 2099). */
function zipDate(exportedAt: string): Date {
  const time = Date.parse(exportedAt);
  const earliest = Date.UTC(1980, 0, 2);
  const latest = Date.UTC(2099, 11, 31);
  return new Date(Number.isFinite(time) ? Math.min(Math.max(time, earliest), latest) : earliest);
}
