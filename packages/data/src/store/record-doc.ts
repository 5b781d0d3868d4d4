import type { SyncKind } from '@larder/domain';
import { STORES, type StoredRecord } from '../db/venue-db';

/** The record without its local sync metadata: what is pushed and compared. */
export function withoutSync(record: StoredRecord): Record<string, unknown> {
  const { sync: _sync, ...doc } = record;
  return doc;
}

/** The key of a record of this kind (foodkey, skey, ...). */
export const keyOf = (kind: SyncKind, record: Record<string, unknown>): string =>
  String(record[STORES[kind].keyField] ?? '');
