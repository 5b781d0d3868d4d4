import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { PriceHistoryEntry } from '../records/price-history';
import { quantityToBase } from '../units/item-conversions';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { costFor } from './unit-costs';

/** The calendar day (YYYY-MM-DD, UTC) of a stored date: epoch ms or an ISO string. */
export const dayOf = (date: PriceHistoryEntry['date']): string | null => {
  if (typeof date === 'number') {
    return Number.isFinite(date) ? new Date(date).toISOString().slice(0, 10) : null;
  }
  if (typeof date !== 'string' || date.length === 0) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
};

/**
 * Adds a price history entry (costing-model §7, product spec §4): one entry per day; a second
 * entry on the same day replaces the first. Returns a new item.
 */
export const addPriceHistory = <T extends CatalogueItem>(item: T, entry: PriceHistoryEntry): T => {
  const day = dayOf(entry.date);
  const history = [...((item as { pricehistory?: PriceHistoryEntry[] | null }).pricehistory ?? [])];
  const at = day === null ? -1 : history.findIndex((e) => dayOf(e.date) === day);
  if (at >= 0) history[at] = entry;
  else history.push(entry);
  return { ...item, pricehistory: history };
};

/**
 * A price history entry for an item at a date: the price per g, mL or each in the item's
 * purchase dimension (costing-model §7); packaging and recipes by each. Null without cost.
 */
export const priceHistoryEntry = (
  item: CatalogueItem,
  date: number | string,
  units?: UnitsInput,
): PriceHistoryEntry | null => {
  let unit: 'g' | 'mL' | 'each' = 'each';
  if (item.type !== 'recipe' && item.type !== 'packaging') {
    const ingredient = item as Ingredient;
    const base = ingredient.purchaseunit
      ? quantityToBase(1, ingredient.purchaseunit, item, unitTableFor(units))
      : null;
    if (base?.dimension === 'weight') unit = 'g';
    else if (base?.dimension === 'volume') unit = 'mL';
  }
  const price = costFor(item, unit === 'g' ? 'weight' : unit === 'mL' ? 'volume' : 'count');
  return price === null ? null : { date, price, unit };
};
