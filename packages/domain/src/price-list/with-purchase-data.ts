import { PRICE_FIELDS, withPriceHistory } from '../costing/price-history-rule';
import type { PurchaseData } from '../import/price-list-row';
import type { Ingredient } from '../records/ingredient';
import type { UnitsInput } from '../units/unit-table';

/**
 * The purchase fields a price list sets, in the order of the spec (§3): the fields whose
 * change is a price change (the price history rule's `PRICE_FIELDS`).
 */
export const PURCHASE_FIELDS: readonly (keyof PurchaseData)[] = PRICE_FIELDS;

const same = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/** Whether the ingredient already has exactly this purchase data. */
export const hasPurchaseData = (ingredient: Ingredient, data: PurchaseData): boolean =>
  PURCHASE_FIELDS.every((field) => same(ingredient[field], data[field]));

/**
 * The ingredient with new purchase data and the day's price history entry, by the one price
 * history rule (`withPriceHistory`: price per g, mL or each, at most one a day). Returns the ingredient unchanged when its
 * purchase data is already this.
 */
export const withPurchaseData = (
  ingredient: Ingredient,
  data: PurchaseData,
  date: string | number,
  units?: UnitsInput,
): Ingredient => {
  if (hasPurchaseData(ingredient, data)) return ingredient;
  const updated: Ingredient = { ...ingredient };
  for (const field of PURCHASE_FIELDS) updated[field] = data[field] as never;
  return withPriceHistory(updated, ingredient, date, units);
};
