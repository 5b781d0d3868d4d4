import { saveItems, saveRecord, suppliersOf, type VenueStore } from '@larder/data';
import {
  replaceSupplier,
  updateSupplier,
  type DomainIssue,
  type Supplier,
  type SupplierChange,
} from '@larder/domain';
import { reasonText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';

/**
 * Writes a supplier change through the store in one transaction: the supplier records (a
 * renamed one, a replaced one soft-deleted) and the ingredients that follow it, all or none.
 */
export async function writeSupplierChange(store: VenueStore, change: SupplierChange) {
  await store.apply(saveItems(change.items, suppliersOf(change.suppliers)));
}

const issueText = (issues: readonly DomainIssue[]) =>
  issues.map((i) => reasonText(i.reason)).join('; ');

/** Adds (existing null) or changes a supplier; a new name renames it. Answers the saved one. */
export async function saveSupplier(
  store: VenueStore,
  existing: Supplier | null,
  edited: Supplier,
): Promise<{ supplier: Supplier; moved: number }> {
  const items = (await store.itemMap()).values();
  const result = updateSupplier(existing, edited, items);
  if (!result.ok) throw new Error(issueText(result.error));
  const [supplier] = result.value.suppliers;
  if (!supplier) throw new Error(i18n.t('suppliers:notSaved'));
  await writeSupplierChange(store, result.value);
  return { supplier, moved: result.value.items.length };
}

/**
 * Replaces `old` by `target` (product spec §4): its ingredients and codes move to the target,
 * and `old` is soft-deleted. Answers how many ingredients were re-pointed.
 */
export async function replaceSupplierBy(
  store: VenueStore,
  old: Supplier,
  target: Supplier,
): Promise<number> {
  const items = (await store.itemMap()).values();
  const result = replaceSupplier(old.skey, target.skey, items, { suppliers: [old, target] });
  if (!result.ok) throw new Error(issueText(result.error));
  await writeSupplierChange(store, result.value);
  return result.value.items.length;
}

/** Soft-deletes a supplier; ingredients that name it keep the name. */
export async function deleteSupplier(store: VenueStore, supplier: Supplier): Promise<void> {
  await store.apply(saveRecord('supplier', { ...supplier, deleted: true }));
}
