import { DataError, saveItem, type VenueStore } from '@larder/data';
import { issuesOfDataError, recordIssueText } from './record-field-names';
import type { CatalogueItem } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { isStorageFull, storageFullText } from './storage-full';
import { trialLimitText } from '../../api/issue-text';
import { trialLimitIssueOf } from '../pro/trial-limit-error';

/** The status text for an item recomputed because something it uses changed (spec §8). */
export function updatedText(item: CatalogueItem): string {
  const name = item.name ?? item.foodkey;
  return item.type === 'recipe'
    ? i18n.t('components:save.recipeUpdated', { name })
    : i18n.t('components:save.ingredientUpdated', { name });
}

/** How many 'updated' messages a save shows by name; the rest are counted in one more. */
export const NAMED_UPDATES = 3;

/**
 * The status messages for the items a save recomputed: 'Recipe - {name} updated' for the
 * first few, then one '{n} more items updated' (a price used by 200 recipes must not bury
 * the page under 200 messages).
 */
export function updatedTexts(items: readonly CatalogueItem[]): string[] {
  const named = items.slice(0, NAMED_UPDATES).map(updatedText);
  const more = items.length - named.length;
  return more > 0 ? [...named, i18n.t('components:save.moreUpdated', { count: more })] : named;
}

/** A saved item, shown at once, and when it is stored (rejects when it was not). */
export interface SavedItem {
  saved: CatalogueItem;
  stored: Promise<void>;
}

/**
 * Saves a master item through the store (validation, cost propagation, one transaction) and
 * returns the saved item as soon as it is in the venue's catalogue in memory (the items it
 * re-costs follow the next paint), so the page can move on at once. When all are stored,
 * flashes '{name} saved' and 'Recipe - {name} updated' / 'Ingredient - {name} updated' for
 * the dependents (see `updatedTexts`); should storing fail, nothing is kept and an error says
 * so.
 * A record that does not validate throws before anything changes.
 */
export async function saveAndAnnounce(
  store: VenueStore,
  record: Record<string, unknown>,
): Promise<SavedItem> {
  const {
    items: [saved],
    stored,
    recosted,
  } = await store.apply(saveItem(record), { staged: true });
  if (!saved) throw new DataError('record-invalid', i18n.t('components:save.nothingSaved'));
  const name = saved.name ?? saved.foodkey;
  void Promise.all([recosted, stored]).then(
    ([dependents]) => {
      flash({ type: 'info', text: i18n.t('components:save.saved', { name }) });
      for (const text of updatedTexts(dependents)) flash({ type: 'info', text });
    },
    (error: unknown) => flash({ type: 'error', text: notSavedText(name, error) }),
  );
  return { saved, stored };
}

/** A save failure as one sentence for the form (the data layer names the field first). */
export function saveErrorText(error: unknown): string {
  if (isStorageFull(error)) return storageFullText();
  if (error instanceof DataError && error.code === 'record-invalid') {
    const [first] = issuesOfDataError(error.details);
    return first
      ? i18n.t('components:save.notValid', { issue: recordIssueText(first) })
      : i18n.t('components:save.notValidAtAll');
  }
  const limit = trialLimitIssueOf(error);
  if (limit) return trialLimitText(limit);
  return error instanceof Error ? error.message : i18n.t('components:save.itemNotSaved');
}

/** What the status bar says of an item that was not saved: '{name} was not saved: {why}'. */
export const notSavedText = (name: string, error: unknown): string =>
  i18n.t('components:save.notSaved', { name, reason: saveErrorText(error) });
