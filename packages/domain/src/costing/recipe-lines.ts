import type { DomainReason } from '../errors';
import type { CatalogueItem } from '../records/item';
import type { PackagingLine, RecipeLine } from '../records/recipe';
import { findCustomUnit, quantityToBase } from '../units/item-conversions';
import { itemProfile, type ItemProfile } from '../units/item-profile';
import type { Dimension } from '../units/unit-catalogue';
import { measureOf, type UnitTable } from '../units/unit-table';
import { costFor, finite, orNull } from './unit-costs';

/** How a line's custom unit fields were treated (costing-model §4). */
export type CustomTreatment = 'none' | 'honoured' | 'dropped';

/** A line's effective quantity and what became of its custom fields. */
export interface LineQuantity {
  readonly value: number | null;
  readonly unit: string | null;
  readonly custom: CustomTreatment;
}

/** The computed figures of one recipe line (costing-model §4, §5). */
export interface LineResult extends LineQuantity {
  readonly cost: number | null;
  readonly grams: number | null;
  readonly ml: number | null;
  readonly reason: DomainReason | null;
}

const CUSTOM_TYPES = new Set<unknown>(['single', 'multiple', 'part', undefined, null]);

/**
 * The line's quantity (costing-model §4): a custom unit is honoured only when the item is of
 * type single, multiple or part and has a custom unit of that name with a size and a unit;
 * then quantity = qty_value_custom x size in that unit. Otherwise the custom fields are dropped.
 */
export const lineQuantity = (line: RecipeLine, item: CatalogueItem | undefined): LineQuantity => {
  const hasCustom =
    (line.qty_unit_custom !== undefined && line.qty_unit_custom !== null) ||
    (line.qty_value_custom !== undefined && line.qty_value_custom !== null);
  const value = line.qty_value;
  if (hasCustom && item && CUSTOM_TYPES.has(item.type) && line.qty_unit_custom) {
    const unit = findCustomUnit(item, line.qty_unit_custom);
    if (unit && finite(line.qty_value_custom) && finite(unit.size) && unit.unit) {
      return { value: line.qty_value_custom * unit.size, unit: unit.unit, custom: 'honoured' };
    }
  }
  return {
    value: finite(value) ? value : null,
    unit: line.qty_unit ? line.qty_unit : null,
    custom: hasCustom ? 'dropped' : 'none',
  };
};

const lineResult = (
  value: number | null,
  unit: string | null,
  custom: CustomTreatment,
  cost: number | null,
  grams: number | null,
  ml: number | null,
  reason: DomainReason | null,
): LineResult => ({ value, unit, custom, cost, grams, ml, reason });

/**
 * Costs one recipe line (costing-model §4): the quantity converted to the item's base, times
 * gramcost, mlcost or eachcost; also its weight in g and volume in mL (§5). Missing inputs
 * give null.
 */
export const costLine = (
  line: RecipeLine,
  item: CatalogueItem | undefined,
  table: UnitTable,
): LineResult => costResolvedLine(line, item, item ? itemProfile(item, table) : null, table);

/** `costLine` with the item's profile already at hand (recompute hot path). */
export const costResolvedLine = (
  line: RecipeLine,
  item: CatalogueItem | undefined,
  profile: ItemProfile | null,
  table: UnitTable,
): LineResult => {
  let value: number | null;
  let unit: string | null;
  let custom: CustomTreatment = 'none';
  if (
    (line.qty_unit_custom === undefined || line.qty_unit_custom === null) &&
    (line.qty_value_custom === undefined || line.qty_value_custom === null)
  ) {
    value = finite(line.qty_value) ? line.qty_value : null;
    unit = line.qty_unit ? line.qty_unit : null;
  } else {
    const q = lineQuantity(line, item);
    value = q.value;
    unit = q.unit;
    custom = q.custom;
  }
  if (!item || profile === null)
    return lineResult(value, unit, custom, null, null, null, 'item-missing');
  if (value === null || unit === null) {
    return lineResult(value, unit, custom, null, null, null, 'line-qty-missing');
  }
  let dimension: Dimension;
  let amount: number;
  const measure = measureOf(table, unit);
  if (measure !== null) {
    dimension = measure.dimension;
    amount = value * measure.size;
  } else {
    const base = quantityToBase(value, unit, item, table, 0, profile);
    if (base === null) return lineResult(value, unit, custom, null, null, null, 'unit-unknown');
    dimension = base.dimension;
    amount = base.amount;
  }
  const { rho, w } = profile;
  let grams: number | null;
  let ml: number | null;
  let unitCost: number | null;
  if (dimension === 'weight') {
    grams = amount;
    ml = rho === null ? null : amount / rho;
    unitCost = costFor(item, 'weight');
  } else if (dimension === 'volume') {
    ml = amount;
    grams = rho === null ? null : amount * rho;
    unitCost = costFor(item, 'volume');
  } else {
    grams = w === null ? null : amount * w;
    ml = grams === null || rho === null ? null : grams / rho;
    unitCost = costFor(item, 'count');
  }
  const cost = unitCost === null ? null : orNull(amount * unitCost);
  return lineResult(
    value,
    unit,
    custom,
    cost,
    orNull(grams),
    orNull(ml),
    cost === null ? 'cost-input-missing' : null,
  );
};

/** Packaging lines count only if the name is present and qty >= 0 (product spec §5). */
export const packagingLineCounts = (line: PackagingLine): boolean =>
  typeof line.name === 'string' && line.name.length > 0 && finite(line.qty) && line.qty >= 0;

/** Packaging line cost = qty x the packaging item's eachcost (costing-model §4). */
export const costPackagingLine = (
  line: PackagingLine,
  item: CatalogueItem | undefined,
): number | null => {
  if (!packagingLineCounts(line) || !item || !finite(line.qty)) return null;
  const each = costFor(item, 'count');
  return each === null ? null : orNull(line.qty * each);
};
