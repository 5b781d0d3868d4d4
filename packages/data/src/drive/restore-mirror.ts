import { isServerWrittenKind } from '@larder/domain';
import { saveItems, type KindRecord, type RecordKind } from '../store/change';
import type { VenueStore } from '../store/venue-store';
import type { MirroredRecord } from './read-mirror';

/** What a restore wrote. */
export interface RestoreReport {
  items: number;
  records: number;
}

/**
 * Writes a mirror's records into a venue through `VenueStore.apply`, the one write path, as
 * the sample venue fills a venue: every item and record in one change (one transaction: all or
 * nothing), each stamped by this device and queued, so the next sync pushes them to the server
 * (a push never overwrites newer data). Their local sync metadata is not taken from the mirror;
 * a kind only the server writes (an estimate's number) is left to the server.
 */
export async function restoreMirrorInto(
  store: VenueStore,
  records: readonly MirroredRecord[],
): Promise<RestoreReport> {
  const items: Record<string, unknown>[] = [];
  const others: KindRecord[] = [];
  for (const { kind, record } of records) {
    const { sync: _sync, ...doc } = record;
    if (kind === 'item') items.push(doc);
    else if (!isServerWrittenKind(kind)) others.push({ kind: kind as RecordKind, record: doc });
  }
  await store.apply(saveItems(items, others));
  return { items: items.length, records: others.length };
}
