import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { findCustomUnit } from './item-conversions';
import { computeProfile } from './item-profile';
import { normaliseUnit } from './normalise-unit';
import { isPackagingUnit } from './package-chain';
import {
  COUNT_UNITS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type Dimension,
  type UnitDefinition,
} from './unit-catalogue';
import { measureOf, unitTableFor, type UnitsInput, type UnitTable } from './unit-table';

/** Kinds of unit a recipe line can be given in (costing-model §1, §4, §6). */
export type LineUnitKind = Dimension | 'package' | 'custom' | 'serving';

/** One group of units, in catalogue order. */
export interface LineUnitGroup {
  readonly kind: LineUnitKind;
  readonly units: readonly string[];
}

export interface LineUnitOptions {
  readonly units?: UnitsInput;
  /** The user's metricOnly setting: US units are left out (tbsp and tsp stay). */
  readonly metricOnly?: boolean;
}

/** The unit name meaning one serving of a recipe (costing-model §6). */
export const SERVING_UNIT = 'serving';

const MEASURES: Record<Dimension, readonly UnitDefinition[]> = {
  weight: WEIGHT_UNITS,
  volume: VOLUME_UNITS,
  count: COUNT_UNITS,
};

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The dimensions a quantity of the item can be costed in: its own dimension (purchase unit,
 * or weight and each for a recipe) and those reached through density (weight <-> volume) and
 * each weight (weight <-> each). All three when the item's own dimension is not known yet.
 */
const reachable = (
  own: readonly Dimension[],
  rho: number | null,
  w: number | null,
): Set<Dimension> => {
  if (own.length === 0) return new Set<Dimension>(['weight', 'volume', 'count']);
  const dims = new Set<Dimension>(own);
  for (let i = 0; i < 2; i++) {
    if (rho !== null && (dims.has('weight') || dims.has('volume'))) {
      dims.add('weight');
      dims.add('volume');
    }
    if (w !== null && (dims.has('weight') || dims.has('count'))) {
      dims.add('weight');
      dims.add('count');
    }
  }
  return dims;
};

const purchaseDimension = (
  item: Ingredient,
  table: UnitTable,
  chainDimension: Dimension | undefined,
): Dimension[] => {
  if (item.type === 'part') return ['count'];
  const unit = item.purchaseunit;
  if (!unit) return [];
  const measure = measureOf(table, unit);
  if (measure) return [measure.dimension];
  return chainDimension ? [chainDimension] : [];
};

/**
 * The units a recipe line of this item may use (costing-model §1, §4, §6): the measure units
 * of every dimension the item converts to, the packaging units of its package levels, its
 * custom units (ingredients only) and, for a recipe with a serving size, `serving`.
 * Groups without units are left out.
 */
export const lineUnitChoices = (
  item: CatalogueItem,
  options: LineUnitOptions = {},
): LineUnitGroup[] => {
  const table = unitTableFor(options.units);
  const profile = computeProfile(item, table);
  let own: Dimension[];
  const packages: string[] = [];
  const custom: string[] = [];
  let serving = false;
  if (item.type === 'packaging') own = ['count'];
  else if (item.type === 'recipe') {
    const recipe = item as Recipe;
    own = ['weight', 'count'];
    serving =
      recipe.servingsize_auto === true ||
      (positive(recipe.servingsize) && !!recipe.servingsize_unit);
  } else {
    const ingredient = item as Ingredient;
    own = purchaseDimension(ingredient, table, profile.chain?.dimension);
    if (profile.chain) {
      for (const unit of profile.chain.units) if (isPackagingUnit(unit)) packages.push(unit);
    }
    for (const unit of ingredient.custom_units ?? []) {
      const name = unit.name?.trim();
      if (name && findCustomUnit(item, name) && !custom.includes(name)) custom.push(name);
    }
  }
  const dims =
    item.type === 'packaging' ? new Set<Dimension>(own) : reachable(own, profile.rho, profile.w);
  const measureGroups = (['weight', 'volume', 'count'] as const)
    .filter((d) => dims.has(d))
    .map((kind) => ({
      kind,
      units: MEASURES[kind]
        .filter((u) => !(options.metricOnly && u.system === 'us'))
        .map((u) => u.name),
    }));
  const groups: LineUnitGroup[] = [
    ...measureGroups,
    { kind: 'package', units: packages },
    { kind: 'custom', units: custom },
    { kind: 'serving', units: serving ? [SERVING_UNIT] : [] },
  ];
  return groups.filter((g) => g.units.length > 0);
};

/** True when `unit` is one of the choices (catalogue names compared after normalising). */
export const isLineUnitChoice = (groups: readonly LineUnitGroup[], unit: string): boolean => {
  const canonical = normaliseUnit(unit);
  return groups.some((g) =>
    g.units.some((u) =>
      g.kind === 'custom' || g.kind === 'serving'
        ? u.toLowerCase() === unit.trim().toLowerCase()
        : u === canonical,
    ),
  );
};
