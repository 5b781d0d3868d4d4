import {
  DEVICE_KINDS,
  MIRROR_FORMAT_VERSION,
  mirrorFileName,
  type DeviceKind,
  type SyncCursor,
} from '@larder/domain';
import type { StoredRecord } from '../db/venue-db';
import { keyOf, withoutSync } from '../store/record-doc';
import type { VenueStore } from '../store/venue-store';

/** One kind's file of the mirror, as written: its name and text, and how many records. */
export interface MirrorFileText {
  kind: DeviceKind;
  name: string;
  text: string;
  count: number;
}

/** The body of a kind's file: the records of one kind at a server cursor. */
export interface MirrorFileBody {
  format: typeof MIRROR_FORMAT_VERSION;
  venueId: string;
  kind: DeviceKind;
  epoch: string;
  cursor: number;
  records: Record<string, unknown>[];
}

/** What the device holds, confirmed by the server, ready to be mirrored. */
export type ConfirmedState =
  | { status: 'confirmed'; cursor: SyncCursor; files: MirrorFileText[] }
  /** Changes wait in the outbox: not everything here is confirmed at the cursor. */
  | { status: 'pending' }
  /** The venue has never been pulled. */
  | { status: 'no-cursor' };

/**
 * Reads, in one IndexedDB transaction, the pull cursor C, whether the outbox is empty and
 * every live record of each kind a device writes (sync-and-security-notes §1.8). Only when the
 * outbox is empty is everything on the device the server's state at C; then each kind with
 * records becomes a file `{kind}.{epoch}-{rev}.json` of records sorted by key, without their
 * local sync metadata. Deleted records are left out: a mirror restores into a new venue.
 */
export async function confirmedState(store: VenueStore, venueId: string): Promise<ConfirmedState> {
  const db = store.db;
  const tables = DEVICE_KINDS.map((kind) => db.recordTable(kind));
  return db.transaction('r', [...tables, ...store.changes.tables], async () => {
    if ((await store.changes.count()) > 0) return { status: 'pending' } as const;
    const cursor = await store.changes.cursor();
    if (!cursor) return { status: 'no-cursor' } as const;
    const files: MirrorFileText[] = [];
    for (const kind of DEVICE_KINDS) {
      const stored = await db.recordTable(kind).toArray();
      const records = stored
        .filter((record: StoredRecord) => record.deleted !== true)
        .map(withoutSync)
        .sort((a, b) => compare(keyOf(kind, a), keyOf(kind, b)));
      if (records.length === 0) continue;
      const body: MirrorFileBody = {
        format: MIRROR_FORMAT_VERSION,
        venueId,
        kind,
        epoch: cursor.epoch,
        cursor: cursor.rev,
        records,
      };
      files.push({
        kind,
        name: mirrorFileName(kind, cursor),
        text: JSON.stringify(body),
        count: records.length,
      });
    }
    return { status: 'confirmed', cursor, files } as const;
  });
}

/**
 * The pull cursor, when nothing waits in the outbox (read in one transaction): the cheap first
 * look of a mirror, before any record is read.
 */
export async function confirmedCursor(
  store: VenueStore,
): Promise<{ status: 'confirmed'; cursor: SyncCursor } | { status: 'pending' | 'no-cursor' }> {
  return store.db.transaction('r', store.changes.tables, async () => {
    if ((await store.changes.count()) > 0) return { status: 'pending' } as const;
    const cursor = await store.changes.cursor();
    return cursor ? ({ status: 'confirmed', cursor } as const) : ({ status: 'no-cursor' } as const);
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The kind and cursor a mirror file's name holds, or null for any other name. */
export function parseMirrorFileName(name: string): { kind: DeviceKind; cursor: SyncCursor } | null {
  const match = /^([a-z-]+)\.([A-Za-z0-9]{1,64})-(\d{1,15})\.json$/.exec(name);
  if (!match || !(DEVICE_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as DeviceKind, cursor: { epoch: match[2]!, rev: Number(match[3]) } };
}
