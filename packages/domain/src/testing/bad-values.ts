import type { z } from 'zod';
import type { DomainIssue } from '../errors';
import { ingredientSchema } from '../records/ingredient';
import { menuSchema } from '../records/menu';
import { packagingItemSchema } from '../records/packaging-item';
import { recipeSchema } from '../records/recipe';
import { salesCountSchema } from '../records/sales-count';
import {
  ingredientCategoriesSchema,
  profileSettingsSchema,
  recipeCategoriesSchema,
  storageAreasSchema,
} from '../records/settings';
import { stockCountSchema } from '../records/stock-count';
import { supplierSchema } from '../records/supplier';
import { parseSyncRecord } from '../sync/parse-sync-record';
import type { SyncKind } from '../sync/sync-wire';
import { FLOUR_COUNT_LINE, sampleSalesCount, sampleStockCount } from './count-samples';

/** A record kind as tests walk it: its sync kind, schema and a valid record to spoil. */
export interface RecordKindSample {
  /** 'ingredient', 'recipe', 'settings IC', … */
  name: string;
  kind: SyncKind;
  key: string;
  schema: z.ZodObject;
  valid: Record<string, unknown>;
}

/** Every record kind a venue syncs (product spec §3), each with a valid record. */
export const RECORD_KIND_SAMPLES: readonly RecordKindSample[] = [
  {
    name: 'ingredient',
    kind: 'item',
    key: 'FLOUR',
    schema: ingredientSchema,
    valid: { type: 'single', foodkey: 'FLOUR', name: 'Flour' },
  },
  {
    name: 'recipe',
    kind: 'item',
    key: 'SOUP',
    schema: recipeSchema,
    valid: { type: 'recipe', foodkey: 'SOUP', name: 'Soup' },
  },
  {
    name: 'packaging item',
    kind: 'item',
    key: 'BOX',
    schema: packagingItemSchema,
    valid: { type: 'packaging', foodkey: 'BOX', name: 'Box' },
  },
  {
    name: 'supplier',
    kind: 'supplier',
    key: 'ACME',
    schema: supplierSchema,
    valid: { skey: 'ACME', name: 'Acme', ingredients: [] },
  },
  {
    name: 'menu',
    kind: 'menu',
    key: 'LUNCH',
    schema: menuSchema,
    valid: { skey: 'LUNCH', name: 'Lunch', menuItems: [] },
  },
  {
    name: 'settings PROFILE',
    kind: 'settings',
    key: 'PROFILE',
    schema: profileSettingsSchema,
    valid: { skey: 'PROFILE' },
  },
  {
    name: 'settings IC',
    kind: 'settings',
    key: 'IC',
    schema: ingredientCategoriesSchema,
    valid: { skey: 'IC', categories: ['Dry goods'] },
  },
  {
    name: 'settings RC',
    kind: 'settings',
    key: 'RC',
    schema: recipeCategoriesSchema,
    valid: { skey: 'RC', categories: ['Mains'] },
  },
  {
    name: 'settings SA',
    kind: 'settings',
    key: 'SA',
    schema: storageAreasSchema,
    valid: { skey: 'SA', areas: ['Walk-in'] },
  },
];

/** The counts a venue syncs (operations-model §4, §7), each with a valid record. */
export const COUNT_KIND_SAMPLES: readonly RecordKindSample[] = [
  {
    name: 'stock count',
    kind: 'stock-count',
    key: 'sc-1',
    schema: stockCountSchema,
    valid: sampleStockCount([FLOUR_COUNT_LINE]),
  },
  {
    name: 'sales count',
    kind: 'sales-count',
    key: 'sales-1',
    schema: salesCountSchema,
    valid: sampleSalesCount(),
  },
];

/** Values tried in turn until one is refused: each wrong for most kinds of field. */
const CANDIDATES: readonly unknown[] = [
  { bad: true },
  'not a value of this field',
  -12345,
  ['x'],
  true,
];

/** One field of a record spoiled, and what the domain's check says of it. */
export interface BadValueCase {
  sample: RecordKindSample;
  field: string;
  doc: Record<string, unknown>;
  issue: DomainIssue;
}

/**
 * For every field of every record kind, the record with one bad value in that field and the
 * issue the domain's check (the one the device and the server both run) gives for it. A
 * field that takes any value (an open note, a free-form nutrition object) has no bad value
 * and is listed in `anyValue` instead.
 */
export function badValueCases(samples: readonly RecordKindSample[] = RECORD_KIND_SAMPLES): {
  cases: BadValueCase[];
  anyValue: string[];
} {
  const cases: BadValueCase[] = [];
  const anyValue: string[] = [];
  for (const sample of samples) {
    for (const field of Object.keys(sample.schema.shape)) {
      const found = CANDIDATES.map((value) => ({ ...sample.valid, [field]: value }))
        .map((doc) => ({ doc, result: parseSyncRecord(sample.kind, doc) }))
        .find(({ result }) => !result.ok);
      if (!found || found.result.ok) {
        anyValue.push(`${sample.name}.${field}`);
        continue;
      }
      const issue = found.result.error[0]!;
      cases.push({ sample, field, doc: found.doc, issue });
    }
  }
  return { cases, anyValue };
}
