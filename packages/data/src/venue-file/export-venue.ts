import type { VenueFileKind } from '@larder/domain/venue-file';
import type { ImageCache } from '../images/image-cache';
import { withoutSync } from '../store/record-doc';
import type { VenueStore } from '../store/venue-store';

/** The steps of an export, in order, for its progress. */
export type ExportStep = 'records' | 'pictures' | 'zip';

export interface ExportVenueOptions {
  /** The venue's name and profile as the venue's page shows them. */
  readonly venueName: string;
  readonly profile?: Readonly<Record<string, unknown>> | null;
  /** The export's time (ISO 8601). */
  readonly exportedAt: string;
  readonly onStep?: (step: ExportStep) => void;
}

/** Every record of a venue by kind, as a venue file holds them. */
export type VenueRecords = Partial<Record<VenueFileKind, Record<string, unknown>[]>>;

/**
 * Every live record of every kind a device writes (`VENUE_FILE_KINDS`), read in one
 * transaction, without its sync metadata: what a venue file or workbook holds.
 */
export async function readVenueRecords(store: VenueStore): Promise<VenueRecords> {
  const { VENUE_FILE_KINDS } = await import('@larder/domain/venue-file');
  const { db } = store;
  const records: VenueRecords = {};
  await db.transaction(
    'r',
    VENUE_FILE_KINDS.map((kind) => db.recordTable(kind)),
    async () => {
      for (const kind of VENUE_FILE_KINDS) {
        const stored = await db.recordTable(kind).toArray();
        records[kind] = stored.filter((record) => record.deleted !== true).map(withoutSync);
      }
    },
  );
  return records;
}

/**
 * The open venue as a venue file (`@larder/domain/venue-file`, loaded only now): every live
 * record of every kind a device writes, read in one transaction, without its sync metadata,
 * and the thumbnails of its live items. Deleted records are not exported.
 */
export async function exportVenue(
  store: VenueStore,
  images: ImageCache | null,
  { venueName, profile = null, exportedAt, onStep }: ExportVenueOptions,
): Promise<Uint8Array> {
  onStep?.('records');
  const { writeVenueFile } = await import('@larder/domain/venue-file');
  const records = await readVenueRecords(store);
  onStep?.('pictures');
  const live = new Set((records.item ?? []).map((item) => String(item.foodkey)));
  const thumbnails = images ? await images.entries() : new Map();
  const pictures = [...thumbnails]
    .filter(([foodkey]) => live.has(foodkey))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([foodkey, { dataUrl, width, height }]) => ({ foodkey, dataUrl, width, height }));
  onStep?.('zip');
  return writeVenueFile({ venueName, profile, records, images: pictures }, exportedAt);
}
