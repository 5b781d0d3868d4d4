import type { z } from 'zod';
import type { DomainIssue, Result } from '../errors';
import { estimateSchema } from '../records/estimate';
import { estimateNumberSchema } from '../records/estimate-number';
import { eventSchema } from '../records/event';
import { itemSchemaFor } from '../records/item';
import { menuSchema } from '../records/menu';
import { parseRecord } from '../records/parse-record';
import { prepListSchema } from '../records/prep-list';
import { prepTickSchema } from '../records/prep-tick';
import { salesCountSchema } from '../records/sales-count';
import { settingsRecordSchema } from '../records/settings';
import { stockCountSchema } from '../records/stock-count';
import { supplierSchema } from '../records/supplier';
import type { SyncKind } from './sync-kinds';

/** The schema of each synced kind but master items, whose schema follows their type. */
const RECORD_SCHEMAS: Readonly<Record<Exclude<SyncKind, 'item'>, z.ZodType>> = {
  supplier: supplierSchema,
  settings: settingsRecordSchema,
  menu: menuSchema,
  event: eventSchema,
  estimate: estimateSchema,
  'estimate-number': estimateNumberSchema,
  'prep-list': prepListSchema,
  'prep-tick': prepTickSchema,
  'stock-count': stockCountSchema,
  'sales-count': salesCountSchema,
};

/** The schema a record of `kind` is checked with (a master item's by its `type`). */
export const syncRecordSchema = (kind: SyncKind, doc: unknown): z.ZodType =>
  kind === 'item' ? itemSchemaFor(doc) : RECORD_SCHEMAS[kind];

/**
 * Validates a record of any synced kind with its schema (product spec §3, operations-model
 * §2, §4-§7): master items by their type, suppliers, settings records, menus, events,
 * estimates, estimate numbers, prep lists, prep ticks, stock counts and sales counts. The device's write path and the
 * server's push check both call this, so a record either is valid everywhere or nowhere.
 */
export const parseSyncRecord = (
  kind: SyncKind,
  doc: unknown,
): Result<Record<string, unknown>, DomainIssue[]> =>
  parseRecord(syncRecordSchema(kind, doc), doc) as Result<Record<string, unknown>, DomainIssue[]>;
