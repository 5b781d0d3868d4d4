import { costFor } from '../costing/unit-costs';
import { REASON_MESSAGES, type DomainIssue, type DomainReason, type IssueParams } from '../errors';
import type { CatalogueItem } from '../records/item';
import { convertBase, quantityToBase } from '../units/item-conversions';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { BASE_UNITS, type BaseUnit } from './purchase-unit';
import { stockCountDimension } from './stock-unit';

/** One line of a stock count as typed: an item, a quantity and the unit it was counted in. */
export interface CountLineInput {
  readonly foodkey: string;
  readonly qty: number;
  readonly unit: string;
}

/** What a count line is worth (operations-model §4); every figure null when it has an issue. */
export interface CountLineFacts {
  /** The quantity in the item's stock base unit. */
  readonly baseQty: number | null;
  readonly baseUnit: BaseUnit | null;
  /** The item's unit cost per base unit now (gramcost, mlcost or eachcost). */
  readonly unitCost: number | null;
  /** baseQty x unitCost; null without a unit cost. */
  readonly value: number | null;
  readonly issue: DomainIssue | null;
}

const refused = (reason: DomainReason, path: string, params?: IssueParams): CountLineFacts => ({
  baseQty: null,
  baseUnit: null,
  unitCost: null,
  value: null,
  issue: { reason, path, ...(params ? { params } : {}), message: REASON_MESSAGES[reason] },
});

/**
 * The facts of one stock count line (operations-model §4): the quantity in the item's base
 * unit (g, mL or each; see `stockCountDimension`) through the item's own conversions (density,
 * each weight, package levels, custom units, servings of a recipe), the item's unit cost per
 * base unit now, and the line value = base quantity x unit cost. Issues: `item-missing`
 * ('foodkey') for no live item, `field-type` or `field-too-small` ('qty') for a quantity that
 * is not a number of 0 or more, `dimension-mismatch` ('unit') for a unit the item does not
 * convert to. A known quantity without a unit cost has value null (never 0).
 */
export const countLineFacts = (
  line: CountLineInput,
  item: CatalogueItem | undefined,
  units?: UnitsInput,
): CountLineFacts => {
  if (!item || item.deleted === true) {
    return refused('item-missing', 'foodkey', { foodkey: line.foodkey });
  }
  const qty = line.qty;
  if (typeof qty !== 'number' || !Number.isFinite(qty)) {
    return refused('field-type', 'qty', { expected: 'number' });
  }
  if (qty < 0) return refused('field-too-small', 'qty', { minimum: 0 });
  const table = unitTableFor(units);
  const unit = typeof line.unit === 'string' ? line.unit.trim() : '';
  const source = unit === '' ? null : quantityToBase(qty, unit, item, table);
  const dimension = source && (stockCountDimension(item, table) ?? source.dimension);
  const amount = source && dimension ? convertBase(source, dimension, item, table) : null;
  if (!dimension || amount === null || !Number.isFinite(amount)) {
    return refused('dimension-mismatch', 'unit', { unit });
  }
  const unitCost = costFor(item, dimension);
  const value = unitCost === null ? null : amount * unitCost;
  return {
    baseQty: amount,
    baseUnit: BASE_UNITS[dimension],
    unitCost,
    value: value !== null && Number.isFinite(value) ? value : null,
    issue: null,
  };
};
