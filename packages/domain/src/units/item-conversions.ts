import type { CustomUnit } from '../records/custom-unit';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { itemProfile, type ItemProfile } from './item-profile';
import { normaliseUnit } from './normalise-unit';
import type { PackageChain } from './package-chain';
import type { Dimension } from './unit-catalogue';
import { measureOf, unitTableFor, type UnitTable } from './unit-table';

export { mapDensity } from './item-profile';

/** An amount in the base unit of its dimension: g, mL or each. */
export interface BaseQuantity {
  readonly dimension: Dimension;
  readonly amount: number;
}

/** Unit names meaning one serving of a recipe (costing-model §6). */
const SERVING_NAMES = new Set(['serving', 'servings', 'portion', 'portions']);

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

const DEFAULT = unitTableFor(undefined);

/**
 * Density rho in g per mL from an item's map (costing-model §2.4): defined only when all four
 * fields are present and both values > 0. A recipe without map data uses its finished batch
 * weight and volume (costing-model §5).
 */
export const itemDensity = (item: CatalogueItem, table: UnitTable): number | null =>
  itemProfile(item, table).rho;

/** Weight in g of one each (costing-model §2.4): map.each_value, when > 0. */
export const itemEachWeight = (item: CatalogueItem, table?: UnitTable): number | null =>
  itemProfile(item, table ?? DEFAULT).w;

/** The item's resolved package chain, or null when it has none or it is invalid. */
export const itemPackageChain = (item: CatalogueItem, table: UnitTable): PackageChain | null =>
  itemProfile(item, table).chain;

/** The item's custom unit of that name (case-insensitive) with a size and unit, if any. */
export const findCustomUnit = (item: CatalogueItem, name: string): CustomUnit | undefined => {
  const units = (item as Ingredient).custom_units;
  if (!Array.isArray(units)) return undefined;
  const wanted = name.trim().toLowerCase();
  return units.find(
    (u) =>
      typeof u.name === 'string' &&
      u.name.trim().toLowerCase() === wanted &&
      positive(u.size) &&
      typeof u.unit === 'string' &&
      u.unit.length > 0,
  );
};

/**
 * A quantity in the base unit of its dimension (costing-model §1, §4): catalogue measure
 * units directly; through the item, its package levels, custom units, or (recipes) servings.
 * Null when the quantity cannot be expressed.
 */
export const quantityToBase = (
  value: number,
  unit: string,
  item: CatalogueItem | undefined,
  table: UnitTable,
  depth = 0,
  profile?: ItemProfile,
): BaseQuantity | null => {
  if (!Number.isFinite(value)) return null;
  const measure = measureOf(table, unit);
  if (measure !== null) return { dimension: measure.dimension, amount: value * measure.size };
  if (!item) return null;
  const canonical = normaliseUnit(unit);
  if (canonical !== null) {
    const chain = (profile ?? itemProfile(item, table)).chain;
    const at = chain ? chain.units.indexOf(canonical) : -1;
    if (!chain || at < 0) return null;
    return { dimension: chain.dimension, amount: value * (chain.baseAmounts[at] ?? Number.NaN) };
  }
  if (depth > 3) return null;
  const custom = findCustomUnit(item, unit);
  if (custom && custom.size != null && custom.unit) {
    return quantityToBase(value * custom.size, custom.unit, item, table, depth + 1, profile);
  }
  if (item.type === 'recipe' && SERVING_NAMES.has(unit.trim().toLowerCase())) {
    const recipe = item as Recipe;
    if (recipe.servingsize_auto === true) return { dimension: 'count', amount: value };
    if (!positive(recipe.servingsize) || !recipe.servingsize_unit) return null;
    const serving = quantityToBase(recipe.servingsize, recipe.servingsize_unit, item, table, 99);
    return serving && { dimension: serving.dimension, amount: value * serving.amount };
  }
  return null;
};

/**
 * A base quantity in another dimension (costing-model §2.4): weight <-> volume by density,
 * weight <-> each by the each weight. Null when the needed conversion is not defined.
 */
export const convertBase = (
  q: BaseQuantity,
  to: Dimension,
  item: CatalogueItem | undefined,
  table: UnitTable,
): number | null => {
  if (q.dimension === to) return q.amount;
  if (!item) return null;
  const { rho, w } = itemProfile(item, table);
  let grams: number | null;
  if (q.dimension === 'weight') grams = q.amount;
  else if (q.dimension === 'volume') grams = rho === null ? null : q.amount * rho;
  else grams = w === null ? null : q.amount * w;
  if (grams === null || to === 'weight') return grams;
  if (to === 'volume') return rho === null ? null : grams / rho;
  return w === null ? null : grams / w;
};
