import {
  err,
  ok,
  REASON_MESSAGES,
  type DomainIssue,
  type DomainReason,
  type IssueParams,
  type Result,
} from '../errors';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { ParLevel } from '../records/par-level';
import { tryConvertQuantity } from './convert-quantity';
import { convertBase, quantityToBase, type BaseQuantity } from './item-conversions';
import { itemProfile } from './item-profile';
import { lineUnitChoices, type LineUnitGroup, type LineUnitOptions } from './line-units';
import type { Dimension } from './unit-catalogue';
import { measureOf, unitTableFor, type UnitsInput, type UnitTable } from './unit-table';

/** The base unit of each dimension (costing-model §1). */
const BASE_UNITS: Readonly<Record<Dimension, string>> = {
  weight: 'g',
  volume: 'mL',
  count: 'each',
};

/** The item's par level as stored, or null (operations-model §3: the field is optional). */
const parOf = (item: CatalogueItem): Partial<ParLevel> | null => {
  const par = (item as { par?: unknown }).par;
  return typeof par === 'object' && par !== null ? (par as Partial<ParLevel>) : null;
};

const fieldIssue = (reason: DomainReason, path: string, params?: IssueParams): DomainIssue => ({
  reason,
  path,
  ...(params ? { params } : {}),
  message: `${path}: ${REASON_MESSAGES[reason]}`,
});

/**
 * The dimension an item is stocked and ordered in (operations-model §3, costing-model §2):
 * each for packaging items and parts, else the dimension of the purchase unit or of its
 * package levels; null while the purchase unit is not known (and for recipes).
 */
export const stockDimension = (item: CatalogueItem, units?: UnitsInput): Dimension | null => {
  if (item.type === 'packaging' || item.type === 'part') return 'count';
  if (item.type === 'recipe') return null;
  const unit = (item as Ingredient).purchaseunit;
  if (!unit) return null;
  const table = unitTableFor(units);
  const measure = measureOf(table, unit);
  if (measure) return measure.dimension;
  return itemProfile(item, table).chain?.dimension ?? null;
};

/**
 * The units a par level of the item may be given in (operations-model §3, costing-model §1):
 * the units it converts to, as for a recipe line, without servings; a packaging item counts in
 * each.
 */
export const parUnitChoices = (
  item: CatalogueItem,
  options: LineUnitOptions = {},
): LineUnitGroup[] => lineUnitChoices(item, options).filter((g) => g.kind !== 'serving');

/**
 * `qty` `unit` of the item in the base unit of its stock dimension (operations-model §3), or
 * in the unit's own dimension while the item's is not known; else why not.
 */
const parBase = (
  item: CatalogueItem,
  qty: number,
  unit: string,
  table: UnitTable,
): Result<BaseQuantity, DomainReason> => {
  const source = quantityToBase(qty, unit, item, table);
  if (source === null) return err('unit-unknown');
  if (item.type === 'packaging' && source.dimension !== 'count') return err('dimension-mismatch');
  const dimension = stockDimension(item, table) ?? source.dimension;
  const amount = convertBase(source, dimension, item, table);
  if (amount !== null) return ok({ dimension, amount });
  const tried = tryConvertQuantity(qty, unit, BASE_UNITS[dimension], { item, units: table });
  return err(tried.ok ? 'dimension-mismatch' : tried.error);
};

/**
 * Checks an item's par level against the item (operations-model §3): a quantity of at least 0
 * and a unit the item converts to its stock dimension. Each issue names 'par.qty' or
 * 'par.unit'; none when the item has no par level.
 */
export const checkParLevel = (item: CatalogueItem, units?: UnitsInput): DomainIssue[] => {
  const par = parOf(item);
  if (par === null) return [];
  const issues: DomainIssue[] = [];
  const qty = par.qty;
  const numeric = typeof qty === 'number' && Number.isFinite(qty);
  if (!numeric) issues.push(fieldIssue('field-type', 'par.qty', { expected: 'number' }));
  else if (qty < 0) issues.push(fieldIssue('field-too-small', 'par.qty', { minimum: 0 }));
  const unit = typeof par.unit === 'string' ? par.unit.trim() : '';
  if (unit === '') return [...issues, fieldIssue('field-required', 'par.unit')];
  const converted = parBase(item, numeric ? qty : 1, unit, unitTableFor(units));
  if (!converted.ok) issues.push(fieldIssue(converted.error, 'par.unit', { unit }));
  return issues;
};

/**
 * An item's par level in the base unit (g, mL or each) of its stock dimension
 * (operations-model §3), ready to add to a need in that unit; in the par unit's own dimension
 * while the item's is not known. Null when the item has no par level or it does not check
 * (never 0 in its place).
 */
export const parInBaseUnits = (item: CatalogueItem, units?: UnitsInput): BaseQuantity | null => {
  const par = parOf(item);
  if (par === null || checkParLevel(item, units).length > 0) return null;
  const converted = parBase(
    item,
    par.qty as number,
    (par.unit as string).trim(),
    unitTableFor(units),
  );
  return converted.ok ? converted.value : null;
};
