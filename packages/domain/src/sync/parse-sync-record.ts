import type { DomainIssue, Result } from '../errors';
import type { SyncKind } from './sync-wire';
import { menuSchema } from '../records/menu';
import { parseItem, parseRecord } from '../records/parse-record';
import { settingsRecordSchema } from '../records/settings';
import { supplierSchema } from '../records/supplier';

/**
 * Validates a record of any synced kind with its schema (product spec §3): master items by
 * their type, suppliers, settings records and menus. The device's write path and the server's
 * push check both call this, so a record either is valid everywhere or nowhere.
 */
export const parseSyncRecord = (
  kind: SyncKind,
  doc: unknown,
): Result<Record<string, unknown>, DomainIssue[]> => {
  if (kind === 'item') return parseItem(doc) as Result<Record<string, unknown>, DomainIssue[]>;
  const schema =
    kind === 'supplier' ? supplierSchema : kind === 'menu' ? menuSchema : settingsRecordSchema;
  return parseRecord(schema, doc) as Result<Record<string, unknown>, DomainIssue[]>;
};
