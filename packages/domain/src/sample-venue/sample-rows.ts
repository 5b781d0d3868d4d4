import type { Allergen } from '../allergens/allergen-list';
import type { EventStatus, EventType } from '../records/event';
import type { EstimatePricing, EstimateStatus } from '../records/estimate';

/**
 * The shapes the sample venue's data file is written in: records of the product's own kinds,
 * written compactly (names instead of keys, days counted from today), which
 * `sampleVenueRecords` turns into the records a venue stores.
 */

/**
 * How an ingredient is bought (costing-model §2.1): the price of `qty` `unit` (a weight,
 * volume or count unit), or of one packaging unit followed by its package levels (1 unit holds
 * qty1 unit1; 1 unit1 holds qty2 unit2): `[32.5, 'sack', 50, 'lb']` is 32.50 a sack of 50 lb.
 */
export type Purchase =
  | readonly [price: number, qty: number, unit: string]
  | readonly [price: number, unit: string, qty1: number, unit1: string]
  | readonly [
      price: number,
      unit: string,
      qty1: number,
      unit1: string,
      qty2: number,
      unit2: string,
    ];

/** An item's conversions (costing-model §2.4): `volume` `unit` weighs `grams`; one each `each` g. */
export type Measure = readonly [volume: number, unit: string, grams: number, each?: number];

/** One ingredient: name, supplier code, purchase, yield %, measure, USDA SR24 food id. */
export type IngredientRow = readonly [
  name: string,
  code: string | null,
  buy: Purchase,
  yieldPercent: number,
  measure: Measure,
  usda: string,
];

/** Ingredients kept and bought alike: their category, storage area and supplier. */
export interface IngredientGroup {
  readonly category: string;
  readonly storagearea: string;
  /** The supplier's name; null for what no supplier sells (tap water). */
  readonly supplier: string | null;
  readonly rows: readonly IngredientRow[];
}

/** What a few ingredients have beyond their row. */
export interface IngredientExtras {
  readonly allergens?: readonly Allergen[];
  /** A picture file of the sample pictures, kept as the item's thumbnail. */
  readonly image?: string;
  /** Kept somewhere other than its group's storage area. */
  readonly storagearea?: string;
  readonly note?: string;
}

/** A packaging item: name, price of `qty` each. */
export type PackagingRow = readonly [name: string, price: number, qty: number];

/** A recipe line: the item's name, the quantity and its unit. */
export type LineRow = readonly [item: string, qty: number, unit: string];

/** A recipe (product spec §3), its lines naming items by name. */
export interface RecipeRow {
  readonly name: string;
  readonly category: string;
  readonly storagearea: string;
  readonly lines: readonly LineRow[];
  /** One serving: an amount and unit, or the whole batch. */
  readonly serving: readonly [amount: number, unit: string] | 'batch';
  /** Water lost in cooking: an amount in a weight unit, or '%' of the raw weight. */
  readonly waterout?: readonly [amount: number, unit: string];
  /** The finished recipe's density, set where cooking changes it (reductions). */
  readonly density?: readonly [volume: number, unit: string, grams: number];
  readonly packaging?: readonly (readonly [item: string, qty: number])[];
  /** On the menu, at this sale price. */
  readonly saleprice?: number;
  readonly note?: string;
}

/** A supplier (product spec §3) with the address orders are mailed to. */
export interface SupplierRow {
  readonly name: string;
  readonly email: string;
}

/** A menu: its name and dishes by name. */
export interface MenuRow {
  readonly name: string;
  readonly dishes: readonly string[];
}

/** A price change: the item, the day it changed and the purchase price before it. */
export type PriceChangeRow = readonly [item: string, day: number, previousPrice: number];

/** A wastage entry: the item, the day, the quantity and unit wasted. */
export type WastageRow = readonly [item: string, day: number, qty: number, unit: string];

/** An event's menu line: a dish with servings per guest, or a total. */
export type EventLineRow = readonly [dish: string, per: 'guest' | 'total', servings: number];

/** An event (operations-model §5) on a day counted from today. */
export interface EventRow {
  readonly name: string;
  readonly type: EventType;
  readonly day: number;
  readonly start: string;
  readonly guests: number;
  readonly status: EventStatus;
  readonly contact?: { readonly name: string; readonly email?: string; readonly phone?: string };
  readonly notes?: string;
  readonly lines: readonly EventLineRow[];
  /** The estimate that prices it (operations-model §6). */
  readonly estimate?: EstimateRow;
}

/** An estimate of an event: its lines priced at sale price or target, extras, discount, tax. */
export interface EstimateRow {
  readonly title: string;
  readonly day: number;
  readonly status: EstimateStatus;
  readonly pricing: EstimatePricing;
  readonly lines: readonly (readonly [dish: string, servings: number])[];
  readonly extras: readonly (readonly [label: string, amount: number])[];
  readonly discountPercent: number;
  readonly taxPercent: number;
  readonly notes?: string;
}

/**
 * One item of the stock counts: the item, its quantity at each count (in the counts' order)
 * and the unit it is counted in.
 */
export type CountRow = readonly [item: string, quantities: readonly number[], unit: string];

/** Stock counts (operations-model §4) of the same items on days counted from today. */
export interface StockCountsRow {
  readonly name: string;
  readonly days: readonly number[];
  readonly lines: readonly CountRow[];
}

/** The units of each dish of a menu sold over a period (operations-model §7). */
export interface SalesRow {
  readonly name: string;
  readonly menu: string;
  readonly from: number;
  readonly to: number;
  readonly sold: readonly (readonly [dish: string, units: number])[];
}

/** A saved manual prep list (operations-model §1) for a day counted from today. */
export interface PrepListRow {
  readonly name: string;
  readonly day: number;
  readonly lines: readonly (readonly [recipe: string, amount: number, unit: string])[];
}
