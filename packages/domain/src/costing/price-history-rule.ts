import type { CatalogueItem } from '../records/item';
import type { UnitsInput } from '../units/unit-table';
import { itemUnitCosts } from './item-unit-costs';
import { addPriceHistory, priceHistoryEntry } from './price-history';

/**
 * The fields that set what an item costs to buy: the purchase price, quantity and unit and
 * every package level (costing-model §2.1). A change to any of them is a price change.
 */
export const PRICE_FIELDS = [
  'purchaseprice',
  'purchaseqty',
  'purchaseunit',
  'package_qty1',
  'package_unit1',
  'package_qty2',
  'package_unit2',
  'package_qty3',
  'package_unit3',
] as const;

const field = (item: CatalogueItem, name: (typeof PRICE_FIELDS)[number]): unknown =>
  (item as Record<string, unknown>)[name] ?? null;

/**
 * Whether `next` is bought at another price than `previous`, or is new without a price
 * history of its own (an item restored or imported with its history keeps it as it is).
 */
export const priceChanged = (next: CatalogueItem, previous: CatalogueItem | undefined): boolean =>
  previous === undefined
    ? ((next as { pricehistory?: unknown[] | null }).pricehistory ?? []).length === 0
    : PRICE_FIELDS.some((name) => field(next, name) !== field(previous, name));

/**
 * The price history rule (product spec §4 "Price history", costing-model §7): an ingredient
 * or packaging item that is new (and has no history yet), or whose purchase price, quantity,
 * unit or any package level changed, gets the day's entry: the price per g, mL or each it
 * will cost, computed with its new figures. At most one entry a day: a second change the same day replaces that
 * day's entry. Recipes, part items, deleted items and items bought as before are returned as
 * they are, as is an item whose cost cannot be computed (no entry rather than a wrong one).
 * Every write of an item applies this rule: the forms, the bulk editor, a price-list import.
 */
export const withPriceHistory = <T extends CatalogueItem>(
  next: T,
  previous: CatalogueItem | undefined,
  at: number | string,
  units?: UnitsInput,
): T => {
  if (next.type === 'recipe' || next.type === 'part' || next.deleted === true) return next;
  if (!priceChanged(next, previous)) return next;
  const costed = { ...next, ...itemUnitCosts(next, units) };
  const entry = priceHistoryEntry(costed, at, units);
  return entry ? addPriceHistory(next, entry) : next;
};
