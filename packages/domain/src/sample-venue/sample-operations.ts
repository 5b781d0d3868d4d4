import { countLineFacts } from '../operations/count-line-facts';
import type { Estimate } from '../records/estimate';
import type { EventRecord } from '../records/event';
import type { CatalogueItem } from '../records/item';
import type { PrepList } from '../records/prep-list';
import { keyFromName } from '../records/record-key';
import type { SalesCount } from '../records/sales-count';
import type { StockCount, StockCountLine } from '../records/stock-count';
import type { UnitsInput } from '../units/unit-table';
import { addDays } from './sample-days';
import type { EstimateRow, EventRow } from './sample-rows';
import {
  SAMPLE_EVENTS,
  SAMPLE_PREP_LIST,
  SAMPLE_SALES,
  SAMPLE_STOCK_COUNTS,
} from './sample-venue-v1';

/** What the kitchen records are made with: today, new keys, the costed items, unit sizes. */
export interface OperationsContext {
  readonly today: string;
  readonly newId: () => string;
  readonly items: ReadonlyMap<string, CatalogueItem>;
  readonly units: UnitsInput;
}

const eventOf = (row: EventRow, skey: string, today: string): EventRecord => ({
  skey,
  name: row.name,
  type: row.type,
  date: addDays(today, row.day),
  start: row.start,
  guests: row.guests,
  contact: row.contact ? { ...row.contact } : null,
  status: row.status,
  notes: row.notes ?? '',
  lines: row.lines.map(([dish, per, servings]) =>
    per === 'guest'
      ? { foodkey: keyFromName(dish), perGuest: servings }
      : { foodkey: keyFromName(dish), total: servings },
  ),
  deleted: false,
});

const estimateOf = (
  row: EstimateRow,
  skey: string,
  event: EventRow & { skey: string },
  today: string,
): Estimate => ({
  skey,
  title: row.title,
  date: addDays(today, row.day),
  eventKey: event.skey,
  customer: { name: event.contact?.name ?? '', email: event.contact?.email ?? '' },
  status: row.status,
  lines: row.lines.map(([dish, qty]) => ({
    foodkey: keyFromName(dish),
    qty,
    pricing: row.pricing,
    unitPrice: null,
  })),
  extras: row.extras.map(([label, amount]) => ({ label, amount })),
  discount: { kind: 'percent', value: row.discountPercent },
  taxPercent: row.taxPercent,
  notes: row.notes ?? '',
  deleted: false,
});

/** The events around today (operations-model §5) and the estimates that price them (§6). */
export const sampleEvents = ({ today, newId }: OperationsContext) => {
  const events: EventRecord[] = [];
  const estimates: Estimate[] = [];
  for (const row of SAMPLE_EVENTS) {
    const skey = `EV-${newId()}`;
    events.push(eventOf(row, skey, today));
    if (row.estimate) {
      estimates.push(estimateOf(row.estimate, `ES-${newId()}`, { ...row, skey }, today));
    }
  }
  return { events, estimates };
};

/** Today's saved prep list (operations-model §1). */
export const samplePrepList = ({ today, newId }: OperationsContext): PrepList => ({
  skey: newId(),
  name: SAMPLE_PREP_LIST.name,
  date: addDays(today, SAMPLE_PREP_LIST.day),
  lines: SAMPLE_PREP_LIST.lines.map(([recipe, amount, unit]) => ({
    foodkey: keyFromName(recipe),
    amount,
    unit,
  })),
  deleted: false,
});

/**
 * The stock counts (operations-model §4): each line in the item's storage area, with the
 * snapshot the inventory editor takes (quantity in base units, unit cost at the count).
 */
export const sampleStockCounts = ({ today, newId, items, units }: OperationsContext) =>
  SAMPLE_STOCK_COUNTS.days.map((day, at): StockCount => ({
    skey: `SC-${newId()}`,
    name: SAMPLE_STOCK_COUNTS.name,
    date: addDays(today, day),
    lines: SAMPLE_STOCK_COUNTS.lines.map(([name, quantities, unit]): StockCountLine => {
      const foodkey = keyFromName(name);
      const item = items.get(foodkey);
      const qty = quantities[at] ?? 0;
      const facts = countLineFacts({ foodkey, qty, unit }, item, units);
      return {
        foodkey,
        area: (item as { storagearea?: string | null } | undefined)?.storagearea ?? '',
        qty,
        unit,
        baseQty: facts.baseQty,
        baseUnit: facts.baseUnit,
        unitCost: facts.unitCost,
      };
    }),
    deleted: false,
  }));

/** Last week's sales of each menu (operations-model §7, menu engineering). */
export const sampleSales = ({ today, newId }: OperationsContext): SalesCount[] =>
  SAMPLE_SALES.map((row) => ({
    skey: newId(),
    name: row.name,
    from: addDays(today, row.from),
    to: addDays(today, row.to),
    menu: keyFromName(row.menu),
    lines: row.sold.map(([dish, unitsSold]) => ({ foodkey: keyFromName(dish), unitsSold })),
    deleted: false,
  }));
