import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import type { UnitsInput } from '../units/unit-table';
import { toItemMap, type ItemCollection } from './item-collection';
import { propagateMany, type PropagateOptions } from './propagate';

/** Options of a replacement: the soft-delete timestamp (the clock is a parameter). */
export interface ReplaceOptions extends PropagateOptions {
  readonly timestamp?: number | string;
  readonly units?: UnitsInput;
}

const renameLines = (recipe: Recipe, oldKey: string, next: CatalogueItem): Recipe | null => {
  let touched = false;
  const items = recipe.items?.map((line) => {
    if (line.name !== oldKey) return line;
    touched = true;
    return { ...line, name: next.foodkey, type: next.type ?? line.type ?? null };
  });
  const packaging = recipe.packaging?.map((line) => {
    if (line.name !== oldKey) return line;
    touched = true;
    return { ...line, name: next.foodkey };
  });
  return touched ? { ...recipe, items, packaging } : null;
};

/**
 * Replaces ingredient X by Y (costing-model §7, product spec §4, §5): every recipe line naming
 * X names Y (quantities kept), the recipes and their dependents are recomputed, then X is
 * soft-deleted. Both keys are required. Returns every changed record.
 */
export const replaceIngredient = (
  oldKey: string,
  newKey: string,
  items: ItemCollection,
  options?: ReplaceOptions,
): Result<CatalogueItem[], DomainIssue[]> => {
  if (!oldKey || !newKey) return err([issue('key-missing', oldKey ? 'newKey' : 'oldKey')]);
  if (oldKey === newKey) return err([issue('same-key', 'newKey')]);
  const map = toItemMap(items);
  const next = map.get(newKey);
  if (!next) return err([issue('item-missing', 'newKey')]);
  const old = map.get(oldKey);
  const users = options?.index
    ? [...new Set(options.index.usersOf(oldKey))].map((k) => map.get(k))
    : [...map.values()];
  const renamed: Recipe[] = [];
  for (const item of users) {
    if (item?.type !== 'recipe') continue;
    const updated = renameLines(item, oldKey, next);
    if (updated) renamed.push(updated);
  }
  const changed = propagateMany(renamed, map, options?.units, options);
  if (old) {
    const deleted = { ...old, deleted: true };
    if (options?.timestamp !== undefined) deleted.timestamp = options.timestamp;
    changed.push(deleted);
  }
  return ok(changed);
};
