import { DataError, saveItems, suppliersOf, type VenueStore } from '@larder/data';
import type { Ingredient, Supplier } from '@larder/domain';
import { rowToRecord, type BulkBase, type BulkRow } from './bulk-row';
import { supplierCodeWrites } from './supplier-codes';
import { issuesOfDataError, recordIssueText } from '../../components/catalogue/record-field-names';
import { isStorageFull, storageFullText } from '../../components/catalogue/storage-full';
import { trialLimitIssueOf } from '../../components/pro/trial-limit-error';
import { trialLimitText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';

/** What one Save writes: the changed ingredients, then the suppliers whose codes changed. */
export interface BulkSavePlan {
  /** The ingredient records, in the order of `rows`. */
  records: Ingredient[];
  /** The grid rows the records come from (to name a row in an error). */
  rows: BulkRow[];
  suppliers: Supplier[];
}

/**
 * The records of the changed rows (valid ones only are passed in): each keeps what the grid
 * does not edit, and the suppliers list the codes as edited.
 */
export function planBulkSave(
  rows: readonly BulkRow[],
  bases: ReadonlyMap<string, BulkBase>,
  suppliers: readonly Supplier[],
): BulkSavePlan {
  // The day's price history entry is the write path's (the domain's one price history rule).
  const records = rows.map((row) => rowToRecord(row, bases.get(row.id) ?? null));
  const codeChanges = rows.map((row, i) => {
    const before = bases.get(row.id)?.row;
    return {
      foodkey: records[i]?.foodkey ?? row.id,
      before: before ? { supplier: before.supplier, code: before.code } : null,
      after: { supplier: row.supplier, code: row.code },
    };
  });
  return { records, rows: [...rows], suppliers: supplierCodeWrites(codeChanges, suppliers) };
}

export interface BulkSaveResult {
  saved: number;
  /** Recipes recomputed because an ingredient they use changed. */
  recosted: number;
}

/**
 * Writes the plan: every ingredient and the suppliers whose codes changed in one
 * store.saveItems call (validated together, one propagation, one transaction; nothing written
 * when one is invalid or the write fails).
 */
export async function runBulkSave(store: VenueStore, plan: BulkSavePlan): Promise<BulkSaveResult> {
  const written = (await store.apply(saveItems(plan.records, suppliersOf(plan.suppliers)))).items;
  const keys = new Set(plan.records.map((r) => r.foodkey));
  const recosted = written.filter((i) => i.type === 'recipe' && !keys.has(i.foodkey)).length;
  return { saved: plan.records.length, recosted };
}

/** The notification after a save: 'N ingredients saved, M recipes re-costed'. */
export const savedText = ({ saved, recosted }: BulkSaveResult): string =>
  i18n.t('bulk-editor:saved', {
    ingredients: i18n.t('bulk-editor:savedIngredients', { count: saved }),
    recipes: i18n.t('bulk-editor:recostedRecipes', { count: recosted }),
  });

const notSaved = (reason: string) => i18n.t('bulk-editor:notSavedBecause', { reason });

/** A save failure as one sentence naming the grid row ('row N' of the data layer). */
export function bulkSaveErrorText(error: unknown, plan: BulkSavePlan): string {
  if (isStorageFull(error)) return storageFullText();
  if (error instanceof DataError && error.code === 'record-invalid') {
    const [first] = issuesOfDataError(error.details);
    if (!first) return i18n.t('bulk-editor:notSaved');
    const row = first.index === undefined ? undefined : plan.rows[first.index];
    const text = recordIssueText(first);
    return row
      ? i18n.t('bulk-editor:notSavedRow', { row: row.name || row.id, reason: text })
      : notSaved(text);
  }
  const limit = trialLimitIssueOf(error);
  if (limit) return notSaved(trialLimitText(limit));
  return error instanceof Error ? notSaved(error.message) : i18n.t('bulk-editor:notSaved');
}
