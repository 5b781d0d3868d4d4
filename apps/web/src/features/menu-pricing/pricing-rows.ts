import type { MenuDish } from '@larder/domain';

/** One dish of the menu pricing table (operations-model §7) and whether it is over the target. */
export interface PricingRow extends MenuDish {
  /** The food cost percent is above the venue's target. */
  readonly overTarget: boolean;
}

/** The columns the table sorts by. */
export type PricingColumn =
  'name' | 'cost' | 'price' | 'tax' | 'net' | 'foodCost' | 'profit' | 'suggested';

export type SortDirection = 'ascending' | 'descending';

export interface PricingSort {
  readonly column: PricingColumn;
  readonly direction: SortDirection;
}

/** The columns in table order (their headers are in the menu-pricing catalogue's `columns`). */
export const PRICING_COLUMNS: readonly PricingColumn[] = [
  'name',
  'cost',
  'price',
  'tax',
  'net',
  'foodCost',
  'profit',
  'suggested',
];

const VALUE: Readonly<Record<PricingColumn, (row: PricingRow) => number | string | null>> = {
  name: (row) => row.name,
  cost: (row) => row.perServing,
  price: (row) => row.salePrice,
  tax: (row) => row.taxPercent,
  net: (row) => row.netPrice,
  foodCost: (row) => row.foodCost,
  profit: (row) => row.grossProfit,
  suggested: (row) => row.suggestedPrice,
};

/** The menu's dishes as table rows: over the target when the food cost percent is above it. */
export const pricingRows = (dishes: readonly MenuDish[], targetPercent: number): PricingRow[] =>
  dishes.map((dish) => ({
    ...dish,
    overTarget: dish.foodCost !== null && dish.foodCost > targetPercent,
  }));

const byName = (a: PricingRow, b: PricingRow) =>
  a.name.localeCompare(b.name) || a.foodkey.localeCompare(b.foodkey);

/**
 * The rows in the order of a column, ascending or descending; rows without a figure in that
 * column ('—') come last either way, and equal ones by name. Without a sort, menu order.
 */
export function sortRows(rows: readonly PricingRow[], sort: PricingSort | null): PricingRow[] {
  if (!sort) return [...rows];
  const value = VALUE[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return byName(a, b);
    }
    const order =
      typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return order === 0 ? byName(a, b) : sign * order;
  });
}

/** The sort after a header is pressed: its column ascending, or the other way if already sorted by it. */
export const nextSort = (current: PricingSort | null, column: PricingColumn): PricingSort =>
  current?.column === column && current.direction === 'ascending'
    ? { column, direction: 'descending' }
    : { column, direction: 'ascending' };

/** Two prices are the same to the hundredth of a cent. */
export const samePrice = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : Math.abs(a - b) < 1e-6;

/** A row whose suggested price can be used: a found recipe with one that differs from its price. */
export const canUseSuggested = (row: PricingRow): boolean =>
  row.found && row.suggestedPrice !== null && !samePrice(row.suggestedPrice, row.salePrice);
