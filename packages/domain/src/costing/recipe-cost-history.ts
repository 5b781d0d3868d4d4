import type { CatalogueItem } from '../records/item';
import type { PriceHistoryEntry } from '../records/price-history';
import type { Recipe } from '../records/recipe';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { directDependencies, partKeysOf } from './dependency-index';
import { dayOf } from './price-history';
import { recalculateAll } from './recalculate-all';
import { finite } from './unit-costs';

/** The unit of a recipe's cost history: its batch cost (the recipe's eachcost). */
export const RECIPE_COST_HISTORY_UNIT = 'batch';

/** The most days a recipe's cost history holds (the latest price change days). */
export const RECIPE_COST_HISTORY_DAYS = 30;

interface DatedPrice {
  readonly day: string;
  readonly price: number;
}

/** An item's dated prices in the unit of its latest entry, oldest first (one per day). */
const datedPrices = (history: readonly PriceHistoryEntry[] | null | undefined): DatedPrice[] => {
  const dated: { day: string; price: number; unit: string | null }[] = [];
  for (const entry of history ?? []) {
    const day = dayOf(entry.date);
    if (day === null || !finite(entry.price) || entry.price < 0) continue;
    dated.push({ day, price: entry.price, unit: entry.unit ?? null });
  }
  dated.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const unit = dated.at(-1)?.unit ?? null;
  const byDay = new Map<string, number>();
  for (const d of dated) if (d.unit === unit) byDay.set(d.day, d.price);
  return [...byDay].map(([day, price]) => ({ day, price }));
};

/** The price in effect on `day`: the last entry on or before it, else the first known. */
const priceOn = (prices: readonly DatedPrice[], day: string): number => {
  let price = prices[0]!.price;
  for (const p of prices) {
    if (p.day > day) break;
    price = p.price;
  }
  return price;
};

/** The recipe and every item its cost comes from: lines, nested recipes, parts' parents. */
const costClosure = (items: readonly CatalogueItem[], foodkey: string): CatalogueItem[] => {
  const byKey = new Map<string, CatalogueItem>();
  const parentOf = new Map<string, string>();
  for (const item of items) {
    byKey.set(item.foodkey, item);
    for (const key of partKeysOf(item)) parentOf.set(key, item.foodkey);
  }
  const seen = new Set<string>();
  const queue = [foodkey];
  const out: CatalogueItem[] = [];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const item = byKey.get(key);
    if (!item) continue;
    out.push(item);
    queue.push(...directDependencies(item));
    const parent = item.type === 'part' ? parentOf.get(key) : undefined;
    if (parent !== undefined) queue.push(parent, ...partKeysOf(byKey.get(parent)!));
  }
  return out;
};

/**
 * A recipe's batch cost over time (its price history chart, product spec §4 "Price history"):
 * the recipe is not bought, so its history is drawn from the price histories of the
 * ingredients and packaging items it uses, through nested recipes and part items. For each day
 * one of them changed price (the latest `RECIPE_COST_HISTORY_DAYS`), every such item is
 * priced as it was that day (its purchase price times that day's price over its latest: the
 * last entry on or before the day, else its first known price), the recipe is costed again,
 * and its batch cost is that day's entry, in unit 'batch'. Oldest first; a day the recipe has
 * no cost gets no entry; empty when nothing it uses has a price history.
 */
export const recipeCostHistory = (
  items: readonly CatalogueItem[],
  foodkey: string,
  units?: UnitsInput,
  maxDays = RECIPE_COST_HISTORY_DAYS,
): PriceHistoryEntry[] => {
  const closure = costClosure(items, foodkey);
  if (closure[0]?.type !== 'recipe') return [];
  const histories = new Map<string, DatedPrice[]>();
  const days = new Set<string>();
  for (const item of closure) {
    if (item.type === 'recipe' || item.type === 'part') continue;
    const prices = datedPrices(item.pricehistory);
    const latest = prices.at(-1)?.price;
    const price = (item as { purchaseprice?: number | null }).purchaseprice;
    if (latest === undefined || latest <= 0 || !finite(price)) continue;
    histories.set(item.foodkey, prices);
    for (const p of prices) days.add(p.day);
  }
  const chosen = [...days].sort().slice(-Math.max(0, maxDays));
  const table = unitTableFor(units);
  const entries: PriceHistoryEntry[] = [];
  for (const day of chosen) {
    const priced = closure.map((item) => {
      const prices = histories.get(item.foodkey);
      if (!prices) return item;
      const price = (item as { purchaseprice: number }).purchaseprice;
      const ratio = priceOn(prices, day) / prices.at(-1)!.price;
      return { ...item, purchaseprice: price * ratio } as CatalogueItem;
    });
    const costed = recalculateAll(priced, table)[0] as Recipe;
    if (finite(costed.eachcost)) {
      entries.push({ date: day, price: costed.eachcost, unit: RECIPE_COST_HISTORY_UNIT });
    }
  }
  return entries;
};
