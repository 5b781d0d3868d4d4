/**
 * Sample counts of the tests (operations-model §4, §7): a stock count of flour in the dry
 * store (2.5 kg), no chicken stock in the walk-in (unit cost not known) and 40 boxes with no
 * storage area, each line with its snapshot, and a sales count of one week of soup.
 */
import type { SalesCount } from '../records/sales-count';
import type { StockCount, StockCountLine } from '../records/stock-count';

export const FLOUR_COUNT_LINE: StockCountLine = {
  foodkey: 'FLOUR',
  area: 'Dry store',
  qty: 2.5,
  unit: 'kg',
  baseQty: 2500,
  baseUnit: 'g',
  unitCost: 0.0012,
};

export const STOCK_COUNT_LINE: StockCountLine = {
  foodkey: 'STOCK',
  area: 'Walk-in',
  qty: 0,
  unit: 'L',
  baseQty: 0,
  baseUnit: 'mL',
  unitCost: null,
};

export const BOX_COUNT_LINE: StockCountLine = {
  foodkey: 'BOX',
  area: '',
  qty: 40,
  unit: 'each',
  baseQty: 40,
  baseUnit: 'each',
  unitCost: 0.3,
};

/** 2 kg of flour counted when it cost 0.001 a g (the flour() fixture costs 0.0012 a g). */
export const FLOUR_COUNTED_CHEAPER_LINE: StockCountLine = {
  ...FLOUR_COUNT_LINE,
  qty: 2,
  baseQty: 2000,
  unitCost: 0.001,
};

/** 24 eggs counted in the walk-in, at the eggs() fixture's 0.30 each. */
export const EGGS_COUNT_LINE: StockCountLine = {
  foodkey: 'EGGS',
  area: 'Walk-in',
  qty: 24,
  unit: 'each',
  baseQty: 24,
  baseUnit: 'each',
  unitCost: 0.3,
};

/** The stock count 'sc-1' with `lines` (by default the three lines above). */
export const sampleStockCount = (
  lines: StockCountLine[] = [FLOUR_COUNT_LINE, STOCK_COUNT_LINE, BOX_COUNT_LINE],
): StockCount => ({
  skey: 'sc-1',
  name: 'Monday count',
  date: '2026-03-02',
  lines,
});

/** The sales count 'sales-1': 120 soups sold in the first week of March. */
export const sampleSalesCount = (): SalesCount => ({
  skey: 'sales-1',
  name: 'First week of March',
  from: '2026-03-02',
  to: '2026-03-08',
  menu: '',
  lines: [{ foodkey: 'SOUP', unitsSold: 120 }],
});
