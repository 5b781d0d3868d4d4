import type { CatalogueItem } from '../records/item';
import type { PriceHistoryEntry } from '../records/price-history';
import type { Recipe } from '../records/recipe';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { dayOf } from './price-history';
import { recalculateAll } from './recalculate-all';
import { finite, orNull } from './unit-costs';

/** How much a recipe's batch cost moved with the last price change of the items it uses. */
export interface RecipeCostMove {
  readonly foodkey: string;
  readonly name: string;
  /** Batch cost with every item at its price before its last change. */
  readonly before: number;
  /** Batch cost now. */
  readonly now: number;
  readonly change: number;
  /** The change as a percentage of `before`; null when `before` is 0. */
  readonly percent: number | null;
}

/**
 * An item's price before its last price change as a fraction of its latest price (price
 * history, costing-model §7: one entry per day). Null without two dated entries in the same
 * unit, without a latest price above 0, or when the price did not change.
 */
export const lastPriceRatio = (
  history: readonly PriceHistoryEntry[] | null | undefined,
): number | null => {
  const dated = (history ?? [])
    .map((entry) => ({ day: dayOf(entry.date), entry }))
    .filter((d): d is { day: string; entry: PriceHistoryEntry } => d.day !== null)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  if (dated.length < 2) return null;
  const latest = dated[dated.length - 1]!.entry;
  const previous = dated[dated.length - 2]!.entry;
  if ((latest.unit ?? null) !== (previous.unit ?? null)) return null;
  if (!finite(latest.price) || latest.price <= 0 || !finite(previous.price) || previous.price < 0) {
    return null;
  }
  const ratio = previous.price / latest.price;
  return ratio === 1 ? null : ratio;
};

const movedPrice = (item: CatalogueItem): CatalogueItem => {
  if (item.type === 'recipe' || item.type === 'part') return item;
  const price = (item as { purchaseprice?: number | null }).purchaseprice;
  const ratio = lastPriceRatio(item.pricehistory);
  if (ratio === null || !finite(price)) return item;
  return { ...item, purchaseprice: price * ratio } as CatalogueItem;
};

const EPSILON = 1e-9;

/**
 * The recipes whose batch cost moved most with the last price change of each ingredient and
 * packaging item (their price history): every recipe is costed with those items at their
 * previous price and at their price now (parts and nested recipes follow), and the recipes
 * are ranked by the size of the percentage change, then of the change. At most `limit`.
 */
export const recipeCostMoves = (
  items: readonly CatalogueItem[],
  units?: UnitsInput,
  limit = 5,
): RecipeCostMove[] => {
  const before = items.map(movedPrice);
  if (before.every((item, i) => item === items[i])) return [];
  const table = unitTableFor(units);
  const was = recalculateAll(before, table);
  const now = recalculateAll(items, table);
  const moves: RecipeCostMove[] = [];
  for (let i = 0; i < now.length; i++) {
    const recipe = now[i] as Recipe;
    if (recipe.type !== 'recipe') continue;
    const b = (was[i] as Recipe).eachcost;
    const n = recipe.eachcost;
    if (!finite(b) || !finite(n) || Math.abs(n - b) < EPSILON) continue;
    moves.push({
      foodkey: recipe.foodkey,
      name: recipe.name ?? recipe.foodkey,
      before: b,
      now: n,
      change: n - b,
      percent: b > 0 ? orNull(((n - b) / b) * 100) : null,
    });
  }
  const size = (v: number | null) => (v === null ? -1 : Math.abs(v));
  moves.sort(
    (x, y) =>
      size(y.percent) - size(x.percent) ||
      Math.abs(y.change) - Math.abs(x.change) ||
      (x.foodkey < y.foodkey ? -1 : x.foodkey > y.foodkey ? 1 : 0),
  );
  return moves.slice(0, limit);
};
