import type { WarningSink } from '../messages';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { PackagingItem } from '../records/packaging-item';
import type { Part } from '../records/part';
import { computeProfile, type ItemProfile } from '../units/item-profile';
import type { UnitTable } from '../units/unit-table';
import { applyCostsKeeping, applyRecipeCosts } from './apply-recipe-costs';
import {
  blankCostResult,
  costRecipeFrom,
  costRecipeWith,
  type CostingScratch,
  type LineSource,
} from './cost-recipe';
import type { Resolve } from './resolver';
import { computeIngredientCosts } from './ingredient-costs';
import { packagingUnitCosts } from './packaging-costs';
import { derivePartItem, partEachCost, partItemKeyOf } from './part-items';
import { copyOf, sameDerivedPart, sameUnitCosts, withUnitCosts } from './with-costs';

const withPartCost = (part: Part, eachcost: number | null): Part => {
  if ('eachcost' in part) return { ...part, eachcost };
  const next = { eachcost, ...part };
  next.eachcost = eachcost;
  return next;
};

/** The parts of a multiple item already carry these eachcosts. */
const samePartCosts = (parts: readonly Part[], eachcosts: readonly (number | null)[]): boolean => {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Part;
    if (!('eachcost' in part) || part.eachcost !== eachcosts[i]) return false;
  }
  return true;
};

/**
 * An ingredient with fresh unit costs; a multiple item also gets fresh part eachcosts (§3).
 * An item that already carries exactly these costs is returned as it is (records are
 * immutable: an unchanged record is shared, not copied). `profile`: the item's conversion
 * profile when already at hand.
 */
export const recalculateIngredient = (
  item: Ingredient,
  table: UnitTable,
  profile: ItemProfile = computeProfile(item, table),
): Ingredient => {
  const a = computeIngredientCosts(item, table, item.type === 'part', profile);
  const parts = item.type === 'multiple' && Array.isArray(item.parts) ? item.parts : null;
  if (sameUnitCosts(item, a)) {
    if (parts === null) return item;
    const eachcosts = parts.map((part) => partEachCost(item, part, table));
    if (samePartCosts(parts, eachcosts)) return item;
  }
  const next: Ingredient = copyOf(item);
  next.gramcost = a.gramcost;
  next.mlcost = a.mlcost;
  next.eachcost = a.eachcost;
  if (parts !== null) {
    next.parts = parts.map((part) => withPartCost(part, partEachCost(next, part, table)));
  }
  return next;
};

/** A packaging item with fresh unit costs (costing-model §4); unchanged, the item itself. */
export const recalculatePackaging = (item: PackagingItem): PackagingItem => {
  const costs = packagingUnitCosts(item);
  return sameUnitCosts(item, costs) ? item : withUnitCosts(item, costs);
};

/** The part of a multiple item whose part item key is `key` (the first, as `find` gives). */
const partOf = (parent: Ingredient, key: string): Part | undefined => {
  const parts = parent.parts;
  if (parts === undefined || parts === null) return undefined;
  for (const part of parts) if (partItemKeyOf(parent, part) === key) return part;
  return undefined;
};

/** What a part item was derived from when it last came out as it was (see `recomputeItem`). */
interface Derivation {
  readonly parent: Ingredient;
  readonly part: Part;
  readonly table: UnitTable;
}

/**
 * Part items found to hold exactly what their parent derives, by the very records and unit
 * table they were derived from: derived again from those same objects (records are immutable),
 * a part item comes out as it is, so it is kept without deriving it again.
 */
const derivedFrom = new WeakMap<Ingredient, Derivation>();

/**
 * Where `recomputeItem` leaves the conversion profile of the record it returns when it has it
 * at hand (an ingredient's: costing it needs the profile, and its recomputed record differs
 * from it by unit costs only, which no profile reads), else null.
 */
export interface ProfileSlot {
  profile: ItemProfile | null;
}

/** What `costRecipeFrom` writes each recipe's result into, reused (see `CostingScratch`). */
let scratch: CostingScratch = { kept: new Uint8Array(64), lines: [], result: blankCostResult() };

/**
 * Recomputes one item from already recomputed dependencies (`resolve`): recipes from their
 * lines, parts from their parent (`parentKey`), other items from their purchase data. A recipe's
 * lines find their items through `source` when given (see `LineSource`), else through `resolve`.
 */
export const recomputeItem = (
  item: CatalogueItem,
  resolve: Resolve,
  table: UnitTable,
  parentKey: string | undefined,
  onWarning?: WarningSink,
  source?: LineSource,
  slot?: ProfileSlot,
): CatalogueItem => {
  if (slot !== undefined) slot.profile = null;
  if (item.type === 'recipe') {
    if (source === undefined) {
      const result = costRecipeWith(item, resolve, table);
      if (onWarning) for (const w of result.warnings) onWarning(w);
      return applyRecipeCosts(item, result);
    }
    const n = item.items?.length ?? 0;
    if (scratch.kept.length < n) {
      const kept = new Uint8Array(Math.max(n, 2 * scratch.kept.length));
      scratch = { kept, lines: scratch.lines, result: scratch.result };
    }
    const result = costRecipeFrom(item, source, table, scratch);
    // Read before any other recipe is costed: `onWarning` may cost one (see `CostingScratch`).
    const next = applyCostsKeeping(item, result, scratch.kept);
    if (onWarning) for (const w of result.warnings) onWarning(w);
    return next;
  }
  if (item.type === 'packaging') return recalculatePackaging(item);
  const ingredient = item as Ingredient;
  if (ingredient.type === 'part' && parentKey !== undefined) {
    const parent = resolve(parentKey)?.item as Ingredient | undefined;
    const part = parent === undefined ? undefined : partOf(parent, item.foodkey);
    if (parent && part) {
      const seen = derivedFrom.get(ingredient);
      if (
        seen !== undefined &&
        seen.parent === parent &&
        seen.part === part &&
        seen.table === table
      )
        return ingredient;
      const derived = derivePartItem(parent, part, table, ingredient);
      const profile = computeProfile(derived, table);
      const next = recalculateIngredient(derived, table, profile);
      if (!sameDerivedPart(next, ingredient)) {
        if (slot !== undefined) slot.profile = profile;
        return next;
      }
      derivedFrom.set(ingredient, { parent, part, table });
      return ingredient;
    }
  }
  const profile = computeProfile(ingredient, table);
  if (slot !== undefined) slot.profile = profile;
  return recalculateIngredient(ingredient, table, profile);
};
