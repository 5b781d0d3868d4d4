import { imageKey } from '../images/image-key';
import { DEVICE_KINDS, type DeviceKind } from '../sync/sync-kinds';

/**
 * The format of a venue file this version writes and the newest it reads. A file of a newer
 * format is refused whole ('format-newer'), naming both numbers; an older one is read as it is.
 */
export const VENUE_FILE_FORMAT = 1;

/**
 * The record kinds a venue file holds: every kind a device writes (master items, suppliers,
 * settings, menus, events, estimates, prep lists, prep ticks, stock counts, sales counts).
 * Estimate numbers are the server's: the new venue's server numbers its estimates afresh.
 */
export const VENUE_FILE_KINDS: readonly DeviceKind[] = DEVICE_KINDS;
export type VenueFileKind = DeviceKind;

/** The zip's entry that describes the file: format, export time, venue name, counts. */
export const VENUE_MANIFEST_FILE = 'venue.json';
/** The zip's entry that lists the pictures: item, file, type and pixel size of each. */
export const IMAGES_MANIFEST_FILE = 'images.json';
/** The folder of the picture files. */
export const IMAGES_FOLDER = 'images/';

/** The entry holding every record of a kind, as a JSON array: `item.json`, `supplier.json`... */
export const kindFileName = (kind: VenueFileKind): string => `${kind}.json`;

/** The field each kind's records are keyed by. */
export const venueFileKeyField = (kind: VenueFileKind): 'foodkey' | 'skey' =>
  kind === 'item' ? 'foodkey' : 'skey';

/** Picture types a venue file carries, with the file ending of each. */
export const VENUE_FILE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** The picture file of an item: `images/{key}.{ending}`, the key as a file name can hold it. */
export const imageFileName = (foodkey: string, type: string): string =>
  `${IMAGES_FOLDER}${encodeURIComponent(imageKey(foodkey))}.${VENUE_FILE_IMAGE_TYPES[type] ?? 'bin'}`;

/** How many records of each kind, and pictures, a file holds. */
export type VenueFileCounts = Readonly<Record<VenueFileKind | 'images', number>>;

/** `venue.json`. */
export interface VenueManifest {
  readonly format: number;
  /** When it was exported (ISO 8601), as the exporting device's clock said. */
  readonly exportedAt: string;
  readonly venueName: string;
  /** The venue profile (address, phone, e-mail, website, cuisine), as the venue's page edits it. */
  readonly profile: Readonly<Record<string, unknown>> | null;
  readonly counts: VenueFileCounts;
}

/** An item's thumbnail: its data URL and pixel size, as the image cache keeps it. */
export interface VenueFileImage {
  readonly foodkey: string;
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

/** One entry of `images.json`. */
export interface ImageEntry {
  readonly foodkey: string;
  readonly file: string;
  readonly type: string;
  readonly width: number;
  readonly height: number;
}

/** Everything of a venue a file carries. */
export interface VenueFileContent {
  readonly venueName: string;
  readonly profile: Readonly<Record<string, unknown>> | null;
  /** The records of each kind (live ones: what is deleted is not exported). */
  readonly records: Readonly<Partial<Record<VenueFileKind, readonly Record<string, unknown>[]>>>;
  readonly images: readonly VenueFileImage[];
}

/**
 * The name a venue file is saved under: `{venue}-{YYYY-MM-DD}.larder.zip`, the venue's name in
 * lower case with anything but letters and digits as single hyphens.
 */
export function venueFileName(venueName: string, exportedAt: string): string {
  const name = venueName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${name || 'venue'}-${exportedAt.slice(0, 10)}.larder.zip`;
}
