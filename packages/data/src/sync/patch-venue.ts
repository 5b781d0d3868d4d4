import { DEVICE_KINDS, planPatchUpdate, type PatchProblem, type PatchRecord } from '@larder/domain';
import { saveItems, type KindRecord } from '../store/change';
import { withoutSync } from '../store/record-doc';
import type { VenueStore } from '../store/venue-store';

/** What the patch update did to one venue's database. */
export interface PatchedVenue {
  /** Records written (the planned ones; the write path adds dependents whose figures moved). */
  written: number;
  /** Stored records their schema refuses: left as they are. */
  problems: PatchProblem[];
}

/**
 * The patch update of one venue on this device (product spec §4): every record its kind's
 * schema reads otherwise, and every item whose figures this release's costing changes, written
 * again through the one write path (one transaction, stamped, queued for the server). A venue
 * already up to date writes nothing.
 */
export async function patchVenue(
  store: VenueStore,
  /** Told before anything is written, when there is something to write. */
  onWriting?: () => void,
): Promise<PatchedVenue> {
  const records: PatchRecord[] = [];
  for (const kind of DEVICE_KINDS) {
    for (const record of await store.db.recordTable(kind).toArray()) {
      records.push({ kind, record: withoutSync(record) });
    }
  }
  // The store's unit sizes, which its write path costs with too.
  const plan = planPatchUpdate(records, store.env.units?.());
  if (plan.writes.length === 0) return { written: 0, problems: plan.problems };
  onWriting?.();
  const items = plan.writes.filter((w) => w.kind === 'item').map((w) => w.record);
  const others = plan.writes
    .filter((w) => w.kind !== 'item')
    .map((w) => ({ kind: w.kind, record: w.record }) as KindRecord);
  await store.apply(saveItems(items, others));
  return { written: plan.writes.length, problems: plan.problems };
}
