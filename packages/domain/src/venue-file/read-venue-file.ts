import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import { z } from 'zod';
import { issue, err, ok, type DomainIssue, type Result } from '../errors';
import { MAX_THUMBNAIL_DATA_URL_LENGTH } from '../images/thumbnail-wire';
import { parseRecord } from '../records/parse-record';
import { parseSyncRecord } from '../sync/parse-sync-record';
import { checkSyncDocument } from '../sync/sync-wire';
import { venueProfileSchema } from '../wire/venue-save';
import { bytesDataUrl } from './data-url';
import {
  IMAGES_FOLDER,
  IMAGES_MANIFEST_FILE,
  kindFileName,
  VENUE_FILE_FORMAT,
  VENUE_FILE_IMAGE_TYPES,
  VENUE_FILE_KINDS,
  VENUE_MANIFEST_FILE,
  venueFileKeyField,
  type VenueFileCounts,
  type VenueFileImage,
  type VenueFileKind,
} from './venue-file-format';

/**
 * What could not be read in a venue file: the entry (`venue.json`, `item.json`, ... or '' for
 * the file as a whole), the record's kind, row (from 1) and key when it is a record, and the
 * error contract's issue (reason, field path, parameters).
 */
export interface VenueFileProblem extends DomainIssue {
  readonly file: string;
  readonly kind?: VenueFileKind;
  readonly row?: number;
  readonly key?: string;
}

/** A record of a venue file that is not a master item, with its kind. */
export interface VenueFileRecord {
  readonly kind: Exclude<VenueFileKind, 'item'>;
  readonly record: Record<string, unknown>;
}

/** A venue file read whole: what importing it writes. */
export interface VenueFilePlan {
  readonly format: number;
  readonly exportedAt: string;
  readonly venueName: string;
  readonly profile: Readonly<Record<string, unknown>> | null;
  readonly counts: VenueFileCounts;
  /** Master items, as the file has them (the write path checks and costs them again). */
  readonly items: readonly Record<string, unknown>[];
  /** Every other record, kind by kind in `VENUE_FILE_KINDS` order. */
  readonly records: readonly VenueFileRecord[];
  readonly images: readonly VenueFileImage[];
}

/** The largest JSON entry read: 256 MB unpacked. */
export const MAX_VENUE_FILE_ENTRY_BYTES = 256 * 1024 * 1024;

const countsSchema = z.looseObject(
  Object.fromEntries(
    [...VENUE_FILE_KINDS, 'images'].map((name) => [name, z.int().min(0)]),
  ) as Record<VenueFileKind | 'images', z.ZodInt>,
);

const manifestSchema = z.looseObject({
  format: z.int().min(1),
  exportedAt: z.string().min(1),
  venueName: z.string().trim().min(1).max(100),
  profile: venueProfileSchema.nullish(),
  counts: countsSchema,
});

const imageEntrySchema = z.looseObject({
  foodkey: z.string().min(1),
  file: z.string().startsWith(IMAGES_FOLDER),
  type: z.enum(Object.keys(VENUE_FILE_IMAGE_TYPES) as [string, ...string[]]),
  width: z.int().min(1).max(4096),
  height: z.int().min(1).max(4096),
});

const KNOWN_FILES = new Set([
  VENUE_MANIFEST_FILE,
  IMAGES_MANIFEST_FILE,
  ...VENUE_FILE_KINDS.map(kindFileName),
]);

/**
 * Reads a venue file as a whole before anything of it is imported. The zip is opened; the
 * format of `venue.json` comes first: a file of a newer format than `VENUE_FILE_FORMAT` is
 * refused with that one problem ('format-newer', with `{ format, supported }`), as its records
 * cannot be judged. Otherwise every record of every kind is checked with its kind's schema, as
 * the write path and the server would (`parseSyncRecord`, then size, depth, text and key with
 * `checkSyncDocument`); keys must be unique within a kind; `venue.json`'s counts must match
 * what the entries hold; each picture must be listed once, of an item of the file, with its
 * file present. Answers the plan, or every problem found: a file with any problem imports
 * nothing. Pure: bytes in, plan out.
 */
export function readVenueFile(bytes: Uint8Array): Result<VenueFilePlan, VenueFileProblem[]> {
  const problems: VenueFileProblem[] = [];
  const unzipped = openZip(bytes, problems);
  if (!unzipped) return err(problems);

  const manifestData = readJson(unzipped, VENUE_MANIFEST_FILE, problems);
  if (manifestData === undefined) return err(problems);
  const format = (manifestData as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && Number.isInteger(format) && format > VENUE_FILE_FORMAT) {
    return err([
      {
        ...issue(
          'format-newer',
          'format',
          `the file is of format ${format}; this version of Larder reads format ${VENUE_FILE_FORMAT} and older`,
        ),
        params: { format, supported: VENUE_FILE_FORMAT },
        file: VENUE_MANIFEST_FILE,
      },
    ]);
  }
  const manifest = parseRecord(manifestSchema, manifestData);
  if (!manifest.ok) {
    for (const found of manifest.error) problems.push({ ...found, file: VENUE_MANIFEST_FILE });
    return err(problems);
  }

  const items: Record<string, unknown>[] = [];
  const records: VenueFileRecord[] = [];
  const itemKeys = new Set<string>();
  for (const kind of VENUE_FILE_KINDS) {
    const { valid, keys } = readRows(unzipped, kind, manifest.value.counts[kind], problems);
    for (const record of valid) {
      if (kind === 'item') items.push(record);
      else records.push({ kind, record });
    }
    if (kind === 'item') for (const key of keys) itemKeys.add(key);
  }
  const images = readImages(unzipped, itemKeys, manifest.value.counts.images, problems);
  if (problems.length > 0) return err(problems);
  const { format: read, exportedAt, venueName, profile, counts } = manifest.value;
  return ok({
    format: read,
    exportedAt,
    venueName: venueName.trim(),
    profile: profile ?? null,
    counts,
    items,
    records,
    images,
  });
}

function openZip(bytes: Uint8Array, problems: VenueFileProblem[]): Unzipped | null {
  try {
    const unzipped = unzipSync(bytes, {
      filter: (entry) => {
        if (KNOWN_FILES.has(entry.name)) {
          if (entry.originalSize <= MAX_VENUE_FILE_ENTRY_BYTES) return true;
          problems.push({
            ...issue('field-too-large', 'file', `${entry.name} is too large`),
            params: { maximum: MAX_VENUE_FILE_ENTRY_BYTES },
            file: entry.name,
          });
          return false;
        }
        return (
          entry.name.startsWith(IMAGES_FOLDER) &&
          entry.originalSize <= MAX_THUMBNAIL_DATA_URL_LENGTH
        );
      },
    });
    return problems.length > 0 ? null : unzipped;
  } catch {
    problems.push({ ...issue('file-unreadable', 'file', 'the file is not a zip'), file: '' });
    return null;
  }
}

/** The parsed JSON of an entry; undefined (with the problem) when missing or not JSON. */
function readJson(unzipped: Unzipped, name: string, problems: VenueFileProblem[]): unknown {
  const data = unzipped[name];
  if (!data) {
    problems.push({ ...issue('file-unreadable', 'file', `${name} is missing`), file: name });
    return undefined;
  }
  try {
    return JSON.parse(strFromU8(data)) as unknown;
  } catch {
    problems.push({ ...issue('file-unreadable', 'file', `${name} is not JSON`), file: name });
    return undefined;
  }
}

/** The entry's rows as an array, or null (with the problem) when it is not one. */
function readArray(
  unzipped: Unzipped,
  name: string,
  problems: VenueFileProblem[],
  kind?: VenueFileKind,
): unknown[] | null {
  const data = readJson(unzipped, name, problems);
  if (data === undefined) return null;
  if (Array.isArray(data)) return data;
  problems.push({
    ...issue('field-type', '', `${name} is not a list`),
    params: { expected: 'array' },
    file: name,
    ...(kind ? { kind } : {}),
  });
  return null;
}

const countProblem = (file: string, name: string, expected: number, found: number) => ({
  ...issue(
    'field-invalid',
    `counts.${name}`,
    `venue.json counts ${expected}, ${file} holds ${found}`,
  ),
  params: { expected, found },
  file: VENUE_MANIFEST_FILE,
});

/** The valid records of a kind's entry, and every key named; each bad row is reported. */
function readRows(
  unzipped: Unzipped,
  kind: VenueFileKind,
  expected: number,
  problems: VenueFileProblem[],
): { valid: Record<string, unknown>[]; keys: Set<string> } {
  const file = kindFileName(kind);
  const rows = readArray(unzipped, file, problems, kind);
  const keys = new Set<string>();
  if (!rows) return { valid: [], keys };
  if (rows.length !== expected) problems.push(countProblem(file, kind, expected, rows.length));
  const keyField = venueFileKeyField(kind);
  const seen = new Set<string>();
  const valid: Record<string, unknown>[] = [];
  rows.forEach((row, index) => {
    const where = { file, kind, row: index + 1 };
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      problems.push({
        ...issue('field-type', '', 'not a record'),
        params: { expected: 'object' },
        ...where,
      });
      return;
    }
    const record = row as Record<string, unknown>;
    const key = typeof record[keyField] === 'string' ? (record[keyField] as string) : undefined;
    const at = key ? { ...where, key } : where;
    if (key) keys.add(key);
    const parsed = parseSyncRecord(kind, record);
    if (!parsed.ok) {
      for (const found of parsed.error) problems.push({ ...found, ...at });
      return;
    }
    if (!key) {
      problems.push({ ...issue('field-required', keyField), ...at });
      return;
    }
    const stored = checkSyncDocument(kind, key, record);
    if (stored) {
      problems.push({ ...stored, ...at });
      return;
    }
    if (seen.has(key)) {
      problems.push({ ...issue('key-duplicate', keyField), ...at });
      return;
    }
    seen.add(key);
    valid.push(record);
  });
  return { valid, keys };
}

/** The pictures listed in `images.json`, each checked; each bad entry is reported. */
function readImages(
  unzipped: Unzipped,
  itemKeys: ReadonlySet<string>,
  expected: number,
  problems: VenueFileProblem[],
): VenueFileImage[] {
  const entries = readArray(unzipped, IMAGES_MANIFEST_FILE, problems);
  if (!entries) return [];
  if (entries.length !== expected) {
    problems.push(countProblem(IMAGES_MANIFEST_FILE, 'images', expected, entries.length));
  }
  const seen = new Set<string>();
  const images: VenueFileImage[] = [];
  entries.forEach((entry, index) => {
    const where = { file: IMAGES_MANIFEST_FILE, row: index + 1 };
    const parsed = parseRecord(imageEntrySchema, entry);
    if (!parsed.ok) {
      for (const found of parsed.error) problems.push({ ...found, ...where });
      return;
    }
    const { foodkey, file, type, width, height } = parsed.value;
    const at = { ...where, key: foodkey };
    if (seen.has(foodkey)) {
      problems.push({ ...issue('key-duplicate', 'foodkey'), ...at });
      return;
    }
    seen.add(foodkey);
    if (!itemKeys.has(foodkey)) {
      problems.push({
        ...issue('item-missing', 'foodkey', 'no item of the file has this key'),
        ...at,
      });
      return;
    }
    const bytes = unzipped[file];
    if (!bytes) {
      problems.push({
        ...issue('file-unreadable', 'file', `${file} is missing or too large`),
        ...at,
      });
      return;
    }
    const dataUrl = bytesDataUrl(type, bytes);
    if (dataUrl.length > MAX_THUMBNAIL_DATA_URL_LENGTH) {
      problems.push({
        ...issue('field-too-large', 'file', `${file} is too large`),
        params: { maximum: MAX_THUMBNAIL_DATA_URL_LENGTH },
        ...at,
      });
      return;
    }
    images.push({ foodkey, dataUrl, width, height });
  });
  return images;
}
