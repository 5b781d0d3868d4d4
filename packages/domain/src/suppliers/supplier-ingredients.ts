import type { SupplierChange } from './replace-supplier';
import type { Ingredient } from '../records/ingredient';
import { isIngredient, type CatalogueItem } from '../records/item';
import type { Supplier, SupplierIngredient } from '../records/supplier';
import { keyFromName } from '../records/record-key';
import { refersToSupplier, supplierReference } from './supplier-reference';

/** One ingredient bought from a supplier, as screens show it. */
export interface SupplierIngredientRow {
  readonly foodkey: string;
  /** The ingredient's name (its key when it has none or is missing). */
  readonly name: string;
  /** The supplier's code for it, from the supplier's list; null when none. */
  readonly code: string | number | null;
  /** The ingredient's own supplier field, which may name another supplier. */
  readonly supplier: string | null;
  /** The ingredient names this supplier as its supplier. */
  readonly named: boolean;
  /** Listed by the supplier, but no live ingredient has that key. */
  readonly missing: boolean;
}

const ingredientsOf = (items: Iterable<CatalogueItem>): Map<string, Ingredient> => {
  const map = new Map<string, Ingredient>();
  for (const item of items) if (isIngredient(item)) map.set(item.foodkey, item);
  return map;
};

const byName = (a: SupplierIngredientRow, b: SupplierIngredientRow) =>
  a.name.localeCompare(b.name) || (a.foodkey < b.foodkey ? -1 : 1);

/**
 * The ingredients bought from a supplier: those whose supplier field names it
 * (case-insensitively, product spec §3) and those on its own list, each with its code.
 * Sorted by name.
 */
export const supplierIngredientRows = (
  supplier: Supplier,
  items: Iterable<CatalogueItem>,
): SupplierIngredientRow[] => {
  const ingredients = ingredientsOf(items);
  const codes = new Map<string, SupplierIngredient>();
  for (const entry of supplier.ingredients ?? []) {
    if (entry.foodkey && !codes.has(entry.foodkey)) codes.set(entry.foodkey, entry);
  }
  const rows: SupplierIngredientRow[] = [];
  const row = (foodkey: string, item: Ingredient | undefined): SupplierIngredientRow => ({
    foodkey,
    name: item?.name || foodkey,
    code: codes.get(foodkey)?.code ?? null,
    supplier: item?.supplier ?? null,
    named: refersToSupplier(item?.supplier, supplier.skey),
    missing: item === undefined,
  });
  for (const item of ingredients.values()) {
    if (refersToSupplier(item.supplier, supplier.skey)) rows.push(row(item.foodkey, item));
  }
  for (const foodkey of codes.keys()) {
    const item = ingredients.get(foodkey);
    if (!item || !refersToSupplier(item.supplier, supplier.skey)) rows.push(row(foodkey, item));
  }
  return rows.sort(byName);
};

/** How many live ingredients each supplier supplies (as in `supplierIngredientRows`), by skey. */
export const supplierIngredientCounts = (
  suppliers: Iterable<Supplier>,
  items: Iterable<CatalogueItem>,
): Map<string, number> => {
  const ingredients = ingredientsOf(items);
  const named = new Map<string, Set<string>>();
  for (const item of ingredients.values()) {
    const ref = item.supplier ? keyFromName(item.supplier) : '';
    if (!ref) continue;
    const set = named.get(ref) ?? new Set<string>();
    set.add(item.foodkey);
    named.set(ref, set);
  }
  const counts = new Map<string, number>();
  for (const supplier of suppliers) {
    const keys = new Set(named.get(keyFromName(supplier.skey)));
    for (const entry of supplier.ingredients ?? []) {
      if (entry.foodkey && ingredients.has(entry.foodkey)) keys.add(entry.foodkey);
    }
    counts.set(supplier.skey, keys.size);
  }
  return counts;
};

/**
 * Sets what a supplier supplies, with its codes (one entry per foodkey, the first kept).
 * Ingredients newly listed that name no supplier take this one; ingredients that named this
 * supplier but are no longer listed name none. Answers the supplier and the changed items.
 */
export const setSupplierIngredients = (
  supplier: Supplier,
  entries: readonly SupplierIngredient[],
  items: Iterable<CatalogueItem>,
): SupplierChange => {
  const list: SupplierIngredient[] = [];
  const keys = new Set<string>();
  for (const entry of entries) {
    if (!entry.foodkey || keys.has(entry.foodkey)) continue;
    keys.add(entry.foodkey);
    list.push(entry);
  }
  const reference = supplierReference(supplier);
  const changed: Ingredient[] = [];
  for (const item of ingredientsOf(items).values()) {
    const listed = keys.has(item.foodkey);
    const names = refersToSupplier(item.supplier, supplier.skey);
    if (listed && !item.supplier?.trim()) changed.push({ ...item, supplier: reference });
    else if (!listed && names) changed.push({ ...item, supplier: null });
  }
  return { items: changed, suppliers: [{ ...supplier, ingredients: list }] };
};
