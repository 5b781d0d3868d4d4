import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Supplier, SupplierIngredient } from '../records/supplier';

/** The records changed by a supplier replacement or rename. */
export interface SupplierChange {
  readonly items: Ingredient[];
  readonly suppliers: Supplier[];
}

/** Options: other suppliers (to merge lists and soft-delete) and the timestamp. */
export interface SupplierOptions {
  readonly suppliers?: readonly Supplier[];
  readonly timestamp?: number | string;
}

const merge = (
  into: readonly SupplierIngredient[],
  from: readonly SupplierIngredient[],
): SupplierIngredient[] => {
  const keys = new Set(into.map((e) => e.foodkey));
  return [...into, ...from.filter((e) => !keys.has(e.foodkey))];
};

/**
 * Replaces supplier `oldSkey` by `newSkey` (product spec §4, §5): every ingredient referencing
 * the old supplier (matched case-insensitively) references the new one, the old supplier's
 * ingredient list is merged into the new one's, and the old supplier is soft-deleted.
 * Both skeys are required.
 */
export const replaceSupplier = (
  oldSkey: string,
  newSkey: string,
  items: Iterable<CatalogueItem>,
  options?: SupplierOptions,
): Result<SupplierChange, DomainIssue[]> => {
  if (!oldSkey || !newSkey) return err([issue('key-missing', oldSkey ? 'newSkey' : 'oldSkey')]);
  if (oldSkey === newSkey) return err([issue('same-key', 'newSkey')]);
  const wanted = oldSkey.toLowerCase();
  const changedItems: Ingredient[] = [];
  for (const item of items) {
    if (item.type === 'recipe' || item.type === 'packaging') continue;
    const ingredient = item as Ingredient;
    if (ingredient.supplier?.toLowerCase() === wanted) {
      changedItems.push({ ...ingredient, supplier: newSkey });
    }
  }
  const suppliers: Supplier[] = [];
  const list = options?.suppliers ?? [];
  const old = list.find((s) => s.skey.toLowerCase() === wanted);
  const next = list.find((s) => s.skey.toLowerCase() === newSkey.toLowerCase());
  const stamp = options?.timestamp === undefined ? {} : { timestamp: options.timestamp };
  if (next && old) {
    suppliers.push({
      ...next,
      ingredients: merge(next.ingredients ?? [], old.ingredients ?? []),
      ...stamp,
    });
  }
  if (old) suppliers.push({ ...old, deleted: true, ...stamp });
  return ok({ items: changedItems, suppliers });
};

/**
 * Renames a supplier (product spec §4): a new supplier record under the new skey (default: the
 * name upper-cased) carrying the old one's list, ingredients re-pointed, the old one soft-deleted.
 */
export const renameSupplier = (
  supplier: Supplier,
  newName: string,
  items: Iterable<CatalogueItem>,
  options?: { readonly timestamp?: number | string; readonly newSkey?: string },
): Result<SupplierChange, DomainIssue[]> => {
  const newSkey = options?.newSkey ?? newName.trim().toUpperCase();
  const renamed: Supplier = { ...supplier, skey: newSkey, name: newName.trim(), deleted: false };
  if (options?.timestamp !== undefined) renamed.timestamp = options.timestamp;
  const result = replaceSupplier(supplier.skey, newSkey, items, {
    suppliers: [supplier],
    ...(options?.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  if (!result.ok) return result;
  return ok({ items: result.value.items, suppliers: [renamed, ...result.value.suppliers] });
};
