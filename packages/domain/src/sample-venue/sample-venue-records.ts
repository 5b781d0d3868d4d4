import type { CatalogueItem } from '../records/item';
import type { Menu } from '../records/menu';
import { keyFromName } from '../records/record-key';
import type { Supplier } from '../records/supplier';
import {
  CATEGORY_LIST_KEYS,
  listEntries,
  withEntries,
  type CategoryListKey,
} from '../settings/category-lists';
import { entryName, sameName, type NamedEntry } from '../settings/name-list';
import type { DeviceKind } from '../sync/sync-kinds';
import type { UnitsInput } from '../units/unit-table';
import { addDays } from './sample-days';
import { sampleItems } from './sample-items';
import {
  sampleEvents,
  samplePrepList,
  sampleSales,
  sampleStockCounts,
  type OperationsContext,
} from './sample-operations';
import {
  SAMPLE_INGREDIENT_CATEGORIES,
  SAMPLE_INGREDIENTS,
  SAMPLE_MENUS,
  SAMPLE_RECIPE_CATEGORIES,
  SAMPLE_STORAGE_AREAS,
  SAMPLE_SUPPLIERS,
  SAMPLE_VENUE_VERSION,
} from './sample-venue-v1';

/** The kinds of the sample's records besides master items. */
export type SampleRecordKind = Exclude<DeviceKind, 'item'>;

/** A record of the sample that is not a master item, with its kind. */
export interface SampleRecord {
  readonly kind: SampleRecordKind;
  readonly record: Record<string, unknown>;
}

/** A sample picture to keep as an item's thumbnail: the item and the picture's file name. */
export interface SampleImage {
  readonly foodkey: string;
  readonly file: string;
}

/** Everything the sample venue writes, ready for the venue's one write path. */
export interface SampleVenue {
  readonly version: number;
  /** Ingredients, packaging items and recipes, costed. */
  readonly items: readonly CatalogueItem[];
  /** Suppliers, the category and storage area lists, menus and the kitchen records. */
  readonly records: readonly SampleRecord[];
  /** The items that have a sample picture. */
  readonly images: readonly SampleImage[];
}

export interface SampleVenueOptions {
  /** The device's day, 'YYYY-MM-DD': wastage, prices, events and counts are placed around it. */
  readonly today: string;
  /** A new unique id for each event, estimate, prep list, count and sales period. */
  readonly newId?: () => string;
  /** The user's unit sizes (cupML, ozG, ...), which every recompute uses. */
  readonly units?: UnitsInput;
  /** The venue's own IC, RC and SA records: the sample's entries are added to theirs. */
  readonly lists?: Partial<Record<CategoryListKey, Record<string, unknown> | null>>;
}

const SAMPLE_LISTS: Readonly<Record<CategoryListKey, readonly string[]>> = {
  IC: SAMPLE_INGREDIENT_CATEGORIES,
  RC: SAMPLE_RECIPE_CATEGORIES,
  SA: SAMPLE_STORAGE_AREAS,
};

/** A list's record: the venue's entries, then each sample entry it does not have yet. */
const mergedList = (key: CategoryListKey, record: Record<string, unknown> | null | undefined) => {
  const entries: NamedEntry[] = [...listEntries(key, record)];
  for (const name of SAMPLE_LISTS[key]) {
    if (!entries.some((entry) => sameName(entryName(entry), name))) entries.push(name);
  }
  return withEntries(key, record, entries);
};

/** The four suppliers (product spec §3), each listing its ingredients with its own codes. */
const suppliers = (): Supplier[] =>
  SAMPLE_SUPPLIERS.map(({ name, email }) => ({
    skey: keyFromName(name),
    type: 'supplier',
    name,
    email,
    ingredients: SAMPLE_INGREDIENTS.filter((group) => group.supplier === name).flatMap((group) =>
      group.rows.map(([item, code]) => ({ foodkey: keyFromName(item), code })),
    ),
    deleted: false,
  }));

const menus = (): Menu[] =>
  SAMPLE_MENUS.map(({ name, dishes }) => ({
    skey: keyFromName(name),
    name,
    menuItems: dishes.map(keyFromName),
  }));

/** Ids numbered from 1 ('sample-1', 'sample-2', ...) for when no id maker is given. */
const numberedIds = (): (() => string) => {
  let n = 0;
  return () => `sample-${++n}`;
};

/**
 * The sample venue ("Try the sample venue", version `SAMPLE_VENUE_VERSION`): every record it
 * writes, built from the data of `sample-venue-v1.ts`. Master items are costed with the
 * domain's costing (`recalculateAll`); price history, wastage, events, estimates, the prep
 * list, stock counts and sales periods are dated around `today`. Pure: the day and the ids are
 * parameters. Every record is valid for its kind's schema (`parseSyncRecord`).
 */
export const sampleVenueRecords = (options: SampleVenueOptions): SampleVenue => {
  const { today, units } = options;
  addDays(today, 0); // refuses a day that does not exist, naming 'today'
  const newId = options.newId ?? numberedIds();
  const items = sampleItems(today, units);
  const context: OperationsContext = {
    today,
    newId,
    units,
    items: new Map(items.map((item) => [item.foodkey, item])),
  };
  const { events, estimates } = sampleEvents(context);
  const records: SampleRecord[] = [
    ...suppliers().map((record) => ({ kind: 'supplier' as const, record })),
    ...CATEGORY_LIST_KEYS.map((key) => ({
      kind: 'settings' as const,
      record: mergedList(key, options.lists?.[key]),
    })),
    ...menus().map((record) => ({ kind: 'menu' as const, record })),
    ...events.map((record) => ({ kind: 'event' as const, record })),
    ...estimates.map((record) => ({ kind: 'estimate' as const, record })),
    { kind: 'prep-list', record: samplePrepList(context) },
    ...sampleStockCounts(context).map((record) => ({ kind: 'stock-count' as const, record })),
    ...sampleSales(context).map((record) => ({ kind: 'sales-count' as const, record })),
  ];
  const images = items.flatMap((item) =>
    item.type !== 'recipe' && item.type !== 'packaging' && item.image
      ? [{ foodkey: item.foodkey, file: item.image }]
      : [],
  );
  return { version: SAMPLE_VENUE_VERSION, items, records, images };
};
