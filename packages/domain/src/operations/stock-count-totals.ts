/** A sum of count line values (operations-model §4). */
export interface StockTotal {
  /** The sum of the known line values. */
  readonly value: number;
  /** Lines counted. */
  readonly lines: number;
  /** Lines whose value is not known (no unit cost, or a unit that does not convert). */
  readonly missing: number;
}

/** A total of one storage area or category; name '' for lines without one. */
export interface NamedStockTotal extends StockTotal {
  readonly name: string;
}

export interface StockCountTotals {
  readonly overall: StockTotal;
  /** In the order each area first appears among the lines. */
  readonly byArea: NamedStockTotal[];
  /** In the order each category first appears among the lines. */
  readonly byCategory: NamedStockTotal[];
}

/** One valued line of a count, with the area it was counted in and its item's category. */
export interface StockTotalLine {
  readonly area: string;
  readonly category: string;
  readonly value: number | null;
}

interface Sum {
  name: string;
  value: number;
  lines: number;
  missing: number;
}

const add = (sum: Sum, value: number | null): void => {
  sum.lines++;
  if (value === null || !Number.isFinite(value)) sum.missing++;
  else sum.value += value;
};

const sumIn = (groups: Map<string, Sum>, name: string, value: number | null): void => {
  let sum = groups.get(name);
  if (sum === undefined) {
    sum = { name, value: 0, lines: 0, missing: 0 };
    groups.set(name, sum);
  }
  add(sum, value);
};

/**
 * The totals of a stock count (operations-model §4): by storage area, by category and
 * overall; each sums the known line values and counts the lines and those whose value is
 * missing (null: the total is then a lower bound, never a guess).
 */
export const stockCountTotals = (lines: readonly StockTotalLine[]): StockCountTotals => {
  const overall: Sum = { name: '', value: 0, lines: 0, missing: 0 };
  const areas = new Map<string, Sum>();
  const categories = new Map<string, Sum>();
  for (const line of lines) {
    add(overall, line.value);
    sumIn(areas, line.area, line.value);
    sumIn(categories, line.category, line.value);
  }
  return {
    overall: { value: overall.value, lines: overall.lines, missing: overall.missing },
    byArea: [...areas.values()],
    byCategory: [...categories.values()],
  };
};
