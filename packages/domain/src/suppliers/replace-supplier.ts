import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import { keyFromName } from '../records/record-key';
import type { Supplier, SupplierIngredient } from '../records/supplier';
import { refersToSupplier, supplierReference } from './supplier-reference';

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

const hasCode = (entry: SupplierIngredient | undefined) =>
  entry?.code !== undefined && entry.code !== null && String(entry.code).trim() !== '';

/** `into`'s list plus `from`'s entries it lacks; a code `into` lacks is taken from `from`. */
const merge = (
  into: readonly SupplierIngredient[],
  from: readonly SupplierIngredient[],
): SupplierIngredient[] => {
  const incoming = new Map(from.map((e) => [e.foodkey, e]));
  const kept = into.map((e) => {
    const other = incoming.get(e.foodkey);
    return !hasCode(e) && hasCode(other) ? { ...e, code: other?.code ?? null } : e;
  });
  const keys = new Set(into.map((e) => e.foodkey));
  return [...kept, ...from.filter((e) => !keys.has(e.foodkey))];
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
  if (refersToSupplier(oldSkey, newSkey)) return err([issue('same-key', 'newSkey')]);
  const list = options?.suppliers ?? [];
  const old = list.find((s) => refersToSupplier(s.skey, oldSkey));
  const next = list.find((s) => refersToSupplier(s.skey, newSkey));
  const reference = next ? supplierReference(next) : newSkey;
  const changedItems: Ingredient[] = [];
  for (const item of items) {
    if (item.type === 'recipe' || item.type === 'packaging') continue;
    const ingredient = item as Ingredient;
    if (refersToSupplier(ingredient.supplier, oldSkey)) {
      changedItems.push({ ...ingredient, supplier: reference });
    }
  }
  const suppliers: Supplier[] = [];
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
 * name upper-cased) carrying the old one's list, ingredients re-pointed to the new name, the
 * old one soft-deleted. When the key stays (a change of case or spacing), the record keeps its
 * key, takes the new name, and the ingredients that name it take the new name too.
 */
export const renameSupplier = (
  supplier: Supplier,
  newName: string,
  items: Iterable<CatalogueItem>,
  options?: { readonly timestamp?: number | string; readonly newSkey?: string },
): Result<SupplierChange, DomainIssue[]> => {
  const name = newName.trim();
  if (name === '') return err([issue('name-missing', 'name')]);
  const newSkey = options?.newSkey ?? keyFromName(name);
  const stamp = options?.timestamp === undefined ? {} : { timestamp: options.timestamp };
  if (newSkey === supplier.skey) {
    const renamed: Supplier = { ...supplier, name, ...stamp };
    const reference = supplierReference(renamed);
    const changed: Ingredient[] = [];
    for (const item of items) {
      if (item.type === 'recipe' || item.type === 'packaging') continue;
      const ingredient = item as Ingredient;
      if (
        refersToSupplier(ingredient.supplier, supplier.skey) &&
        ingredient.supplier !== reference
      ) {
        changed.push({ ...ingredient, supplier: reference });
      }
    }
    return ok({ items: changed, suppliers: [renamed] });
  }
  const renamed: Supplier = { ...supplier, skey: newSkey, name, deleted: false, ...stamp };
  return replaceSupplier(supplier.skey, newSkey, items, {
    suppliers: [supplier, renamed],
    ...stamp,
  });
};
