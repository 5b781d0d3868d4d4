import type { Ingredient } from '../records/ingredient';
import { isIngredient, type CatalogueItem } from '../records/item';
import type { Supplier } from '../records/supplier';
import { keyFromName } from '../records/record-key';
import { refersToSupplier } from '../suppliers/supplier-reference';

/** The ingredient a price list row is for, and how it was found. */
export interface PriceListMatch {
  readonly ingredient: Ingredient;
  readonly by: 'code' | 'name';
}

/** The supplier's ingredients a price list can update, with the supplier's codes. */
export interface SupplierCatalogue {
  /** Ingredients (not parts) bought from the supplier, by foodkey. */
  readonly ingredients: ReadonlyMap<string, Ingredient>;
  /** foodkey by upper-cased supplier code. */
  readonly byCode: ReadonlyMap<string, string>;
  /** foodkey by upper-cased name (and by foodkey). */
  readonly byName: ReadonlyMap<string, string>;
}

const upper = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = keyFromName(String(value));
  return text === '' ? null : text;
};

/**
 * The ingredients bought from a supplier: those naming it as their supplier
 * (case-insensitively, product spec §3) and those on its list with a code. Parts are left out:
 * their cost comes from their parent.
 */
export const supplierCatalogue = (
  supplier: Supplier,
  items: Iterable<CatalogueItem>,
): SupplierCatalogue => {
  const listed = new Map<string, string | null>();
  for (const entry of supplier.ingredients ?? []) {
    if (entry.foodkey && !listed.has(entry.foodkey)) listed.set(entry.foodkey, upper(entry.code));
  }
  const ingredients = new Map<string, Ingredient>();
  for (const item of items) {
    if (!isIngredient(item) || item.type === 'part' || item.deleted) continue;
    if (listed.has(item.foodkey) || refersToSupplier(item.supplier, supplier.skey)) {
      ingredients.set(item.foodkey, item);
    }
  }
  const byCode = new Map<string, string>();
  for (const [foodkey, code] of listed) {
    if (code !== null && ingredients.has(foodkey) && !byCode.has(code)) byCode.set(code, foodkey);
  }
  const byName = new Map<string, string>();
  for (const item of ingredients.values()) {
    const name = upper(item.name);
    if (name !== null && !byName.has(name)) byName.set(name, item.foodkey);
  }
  for (const item of ingredients.values()) {
    if (!byName.has(item.foodkey)) byName.set(item.foodkey, item.foodkey);
  }
  return { ingredients, byCode, byName };
};

/**
 * The supplier's ingredient a row is for: by the supplier code first, then by name (or key),
 * case-insensitively. Null when neither matches.
 */
export const matchPriceListRow = (
  row: { readonly code?: unknown; readonly name?: unknown },
  catalogue: SupplierCatalogue,
): PriceListMatch | null => {
  const code = upper(row.code);
  const byCode = code === null ? undefined : catalogue.byCode.get(code);
  const coded = byCode === undefined ? undefined : catalogue.ingredients.get(byCode);
  if (coded) return { ingredient: coded, by: 'code' };
  const name = upper(row.name);
  const byName = name === null ? undefined : catalogue.byName.get(name);
  const named = byName === undefined ? undefined : catalogue.ingredients.get(byName);
  return named ? { ingredient: named, by: 'name' } : null;
};
