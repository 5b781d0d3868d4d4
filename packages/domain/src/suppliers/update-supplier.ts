import { renameSupplier, type SupplierChange } from './replace-supplier';
import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Supplier } from '../records/supplier';
import { setSupplierIngredients } from './supplier-ingredients';
import { keyFromName } from '../records/record-key';

const withChanges = (
  items: Iterable<CatalogueItem>,
  changed: readonly Ingredient[],
): CatalogueItem[] => {
  const byKey = new Map(changed.map((i) => [i.foodkey, i]));
  return [...items].map((item) => byKey.get(item.foodkey) ?? item);
};

/**
 * Saves an edited supplier (product spec §3, §4). `edited` carries the new name, contact
 * fields and ingredient list. A name with another key renames the supplier (new record, the
 * ingredients that named it re-pointed, the old record soft-deleted); then the ingredient list
 * is set (see `setSupplierIngredients`). `existing` is null for a new supplier, keyed by its
 * name. Answers the supplier records to write (the live one first) and the changed items.
 */
export const updateSupplier = (
  existing: Supplier | null,
  edited: Supplier,
  items: Iterable<CatalogueItem>,
): Result<SupplierChange, DomainIssue[]> => {
  const name = edited.name?.trim() ?? '';
  if (name === '') return err([issue('name-missing', 'name')]);
  const all = [...items];
  if (!existing) {
    const created: Supplier = { ...edited, skey: keyFromName(name), name, deleted: false };
    return ok(setSupplierIngredients(created, edited.ingredients ?? [], all));
  }
  const kept: Supplier = { ...edited, skey: existing.skey, name };
  if (name === existing.name?.trim()) {
    return ok(setSupplierIngredients(kept, edited.ingredients ?? [], all));
  }
  const renamed = renameSupplier(kept, name, all);
  if (!renamed.ok) return renamed;
  const [live, ...retired] = renamed.value.suppliers;
  if (!live) return err([issue('record-invalid', 'skey')]);
  const listed = setSupplierIngredients(
    live,
    edited.ingredients ?? [],
    withChanges(all, renamed.value.items),
  );
  const changed = new Map(renamed.value.items.map((i) => [i.foodkey, i]));
  for (const item of listed.items) changed.set(item.foodkey, item);
  return ok({ items: [...changed.values()], suppliers: [...listed.suppliers, ...retired] });
};
