import type { CatalogueItem } from '../records/item';
import { quantityToBase } from '../units/item-conversions';
import { normaliseUnit } from '../units/normalise-unit';
import type { Dimension } from '../units/unit-catalogue';
import { unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';

/** The base unit of each dimension (costing-model §1): g, mL, each. */
export type BaseUnit = 'g' | 'mL' | 'each';
export const BASE_UNITS: Readonly<Record<Dimension, BaseUnit>> = {
  weight: 'g',
  volume: 'mL',
  count: 'each',
};

/** The unit an item is bought in and the base amount of one of it. */
export interface PurchaseUnit {
  /** The purchase unit's catalogue name ('case', 'kg'), or its own name when custom. */
  readonly unit: string;
  readonly dimension: Dimension;
  /** Base amount (g, mL or each) of ONE purchase unit: A / purchaseqty (costing-model §2.1). */
  readonly size: number;
}

const EACH: PurchaseUnit = { unit: 'each', dimension: 'count', size: 1 };

const cache = new WeakMap<object, { table: UnitTable; unit: PurchaseUnit | null }>();

/**
 * The purchase unit of an item and the base amount of one of it (costing-model §2.1,
 * operations-model §3): a measure unit's size, or through the package levels (1 case = 12 can,
 * 1 can = 400 g: a case is 4800 g). A packaging item is bought by the each (costing-model §4),
 * as is a part item (costing-model §3). Null for a recipe, or when the unit gives no size.
 * Computed once per record object and unit table (records are immutable).
 */
export const purchaseUnitOf = (item: CatalogueItem, units?: UnitsInput): PurchaseUnit | null => {
  const table = unitTableFor(units);
  const hit = cache.get(item);
  if (hit !== undefined && hit.table === table) return hit.unit;
  const unit = computePurchaseUnit(item, table);
  cache.set(item, { table, unit });
  return unit;
};

const computePurchaseUnit = (item: CatalogueItem, table: UnitTable): PurchaseUnit | null => {
  if (item.type === 'packaging' || item.type === 'part') return EACH;
  if (item.type === 'recipe') return null;
  const unit = item.purchaseunit?.trim();
  if (!unit) return null;
  const one = quantityToBase(1, unit, item, table);
  if (one === null || !Number.isFinite(one.amount) || one.amount <= 0) return null;
  return { unit: normaliseUnit(unit) ?? unit, dimension: one.dimension, size: one.amount };
};
