import { DataError, type VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { flash } from '../../state/flash';

/** The status text for an item recomputed because something it uses changed (spec §8). */
export function updatedText(item: CatalogueItem): string {
  const kind = item.type === 'recipe' ? 'Recipe' : 'Ingredient';
  return `${kind} - ${item.name ?? item.foodkey} updated`;
}

/**
 * Saves a master item through the store (validation, cost propagation, one transaction) and
 * flashes 'Recipe - {name} updated' / 'Ingredient - {name} updated' for every dependent that
 * was recomputed. Returns the saved item.
 */
export async function saveAndAnnounce(
  store: VenueStore,
  record: Record<string, unknown>,
): Promise<CatalogueItem> {
  const [saved, ...dependents] = await store.saveItem(record);
  for (const item of dependents) flash({ type: 'info', text: updatedText(item) });
  if (!saved) throw new DataError('record-invalid', 'Nothing was saved.');
  return saved;
}

/** A save failure as one sentence for the form (the data layer names the field first). */
export function saveErrorText(error: unknown): string {
  if (error instanceof DataError && error.code === 'record-invalid') {
    return `Not valid: ${error.message}`;
  }
  return error instanceof Error ? error.message : 'The item could not be saved.';
}
