import type { VenueFilePlan } from '@larder/domain/venue-file';
import { STORES } from '../db/venue-db';
import { DataError } from '../errors/data-error';
import type { ImageCache } from '../images/image-cache';
import { saveItems, type KindRecord } from '../store/change';
import type { VenueStore } from '../store/venue-store';

/** The steps of an import, in order, for its progress. */
export type ImportStep = 'read' | 'records' | 'pictures';

/** What an import wrote. */
export interface VenueImported {
  readonly items: number;
  readonly records: number;
  readonly pictures: number;
  /** Pictures that could not be kept (their items are stored all the same). */
  readonly missedPictures: readonly string[];
}

export interface ImportVenueOptions {
  /** The new venue's name: the venue profile record of the file takes it. */
  readonly venueName?: string;
  readonly onStep?: (step: ImportStep) => void;
}

/**
 * Reads a venue file whole (`readVenueFile`), with nothing written. Throws `venue-file-invalid`
 * with every problem found (a newer format alone) when any part of it cannot be read.
 */
export async function readVenueFileBytes(bytes: Uint8Array): Promise<VenueFilePlan> {
  const { readVenueFile } = await import('@larder/domain/venue-file');
  const read = readVenueFile(bytes);
  if (!read.ok) {
    const [first] = read.error;
    throw new DataError('venue-file-invalid', first?.message, read.error);
  }
  return read.value;
}

/**
 * Fills a new, empty venue from a venue file: the file is read whole first, and nothing is
 * written unless every part of it can be read (`venue-file-invalid`, with each problem). Every
 * item and record is then written by the one write path in one `apply` (one transaction: all
 * of it or nothing; checked, costed and queued for the server as any save), then the pictures
 * into the venue's thumbnails. A venue that already holds records (but its profile) is refused
 * (`venue-not-empty`): an import never mixes two venues.
 */
export async function importVenueFile(
  store: VenueStore,
  images: ImageCache | null,
  bytes: Uint8Array,
  { venueName, onStep }: ImportVenueOptions = {},
): Promise<VenueImported> {
  onStep?.('read');
  const plan = await readVenueFileBytes(bytes);
  return importVenuePlan(store, images, plan, { ...(venueName ? { venueName } : {}), onStep });
}

/** Writes a venue file already read (`readVenueFileBytes`) into a new, empty venue. */
export async function importVenuePlan(
  store: VenueStore,
  images: ImageCache | null,
  plan: VenueFilePlan,
  { venueName, onStep }: ImportVenueOptions = {},
): Promise<VenueImported> {
  if (!(await isEmptyVenue(store))) {
    throw new DataError('venue-not-empty', 'the venue already holds records');
  }
  onStep?.('records');
  const records: KindRecord[] = plan.records.map(({ kind, record }) =>
    venueName && kind === 'settings' && record.skey === 'PROFILE' && 'venue_name' in record
      ? { kind, record: { ...record, venue_name: venueName } }
      : { kind, record },
  );
  await store.apply(saveItems(plan.items, records));
  onStep?.('pictures');
  const missed: string[] = [];
  let kept = 0;
  for (const { foodkey, dataUrl, width, height } of plan.images) {
    if (!images) {
      missed.push(foodkey);
      continue;
    }
    try {
      await images.put(foodkey, { dataUrl, width, height });
      kept += 1;
    } catch {
      missed.push(foodkey);
    }
  }
  return {
    items: plan.items.length,
    records: records.length,
    pictures: kept,
    missedPictures: missed,
  };
}

/**
 * True when the venue holds no record a device writes, live or deleted, but its profile: a new
 * venue's server holds the PROFILE settings record its creation wrote (and estimate numbers
 * are the server's), which the sync may have brought in before the import starts.
 */
async function isEmptyVenue(store: VenueStore): Promise<boolean> {
  for (const kind of Object.keys(STORES) as (keyof typeof STORES)[]) {
    if (kind === 'estimate-number') continue;
    const table = store.db.recordTable(kind);
    const count =
      kind === 'settings'
        ? await table.filter((record) => record.skey !== 'PROFILE').count()
        : await table.count();
    if (count > 0) return false;
  }
  return true;
}
