import {
  refersToSupplier,
  keyFromName,
  type Ingredient,
  type Supplier,
  type SupplierIngredient,
} from '@larder/domain';

/** The supplier record an ingredient's supplier text names (case-insensitively, spec §3). */
export const supplierNamed = (
  name: string | null | undefined,
  suppliers: readonly Supplier[],
): Supplier | undefined => suppliers.find((s) => refersToSupplier(name, s.skey));

/** The code the ingredient's supplier lists it under; null when none. */
export function supplierCodeOf(
  item: Ingredient,
  suppliers: readonly Supplier[],
): string | number | null {
  const supplier = supplierNamed(item.supplier, suppliers);
  const entry = supplier?.ingredients?.find((e) => e.foodkey === item.foodkey);
  return entry?.code ?? null;
}

/** A row's supplier and code before and after the edit (before is null for a new row). */
export interface CodeChange {
  foodkey: string;
  before: { supplier: string; code: string } | null;
  after: { supplier: string; code: string };
}

/**
 * The supplier records to write so each edited row's code is listed by the supplier the row
 * names: the code moves with the ingredient to its new supplier, a cleared code is removed,
 * and a supplier named with a code but not on the list yet is added (keyed by its
 * upper-cased name). Rows whose supplier and code did not change touch nothing.
 */
export function supplierCodeWrites(
  changes: readonly CodeChange[],
  suppliers: readonly Supplier[],
): Supplier[] {
  const working = new Map(suppliers.map((s) => [s.skey, s]));
  const touched = new Set<string>();
  const find = (name: string) => supplierNamed(name, [...working.values()]);
  const put = (supplier: Supplier) => {
    working.set(supplier.skey, supplier);
    touched.add(supplier.skey);
  };
  const without = (supplier: Supplier, foodkey: string): Supplier => ({
    ...supplier,
    ingredients: (supplier.ingredients ?? []).filter((e) => e.foodkey !== foodkey),
  });
  const lists = (supplier: Supplier | undefined, foodkey: string) =>
    (supplier?.ingredients ?? []).some((e) => e.foodkey === foodkey);

  for (const { foodkey, before, after } of changes) {
    if (before && before.supplier === after.supplier && before.code === after.code) continue;
    const target = after.supplier.trim() === '' ? undefined : find(after.supplier);
    const previous = before && before.supplier.trim() !== '' ? find(before.supplier) : undefined;
    if (previous && previous.skey !== target?.skey && lists(previous, foodkey)) {
      put(without(previous, foodkey));
    }
    const code = after.code.trim();
    if (code === '') {
      if (target && lists(target, foodkey)) put(without(target, foodkey));
      continue;
    }
    if (after.supplier.trim() === '') continue;
    const supplier: Supplier = target ?? {
      skey: keyFromName(after.supplier),
      type: 'supplier',
      name: after.supplier.trim(),
      ingredients: [],
    };
    const entries = supplier.ingredients ?? [];
    const existing = entries.find((e) => e.foodkey === foodkey);
    if (existing && String(existing.code ?? '') === code) continue;
    const entry: SupplierIngredient = { ...(existing ?? {}), foodkey, code };
    put({
      ...supplier,
      ingredients: existing
        ? entries.map((e) => (e.foodkey === foodkey ? entry : e))
        : [...entries, entry],
    });
  }
  return [...touched].flatMap((skey) => {
    const supplier = working.get(skey);
    return supplier ? [supplier] : [];
  });
}
