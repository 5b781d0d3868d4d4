import type { CategoryListKey, NamedEntry } from '@larder/domain';
import type { StorageArea } from '../api/api-types';
import type { CurrentVenue } from './venue';

/** What each list is called on screen. */
export const LIST_TITLES: Readonly<Record<CategoryListKey, { title: string; one: string }>> = {
  IC: { title: 'Ingredient categories', one: 'ingredient category' },
  RC: { title: 'Recipe categories', one: 'recipe category' },
  SA: { title: 'Storage areas', one: 'storage area' },
};

/** The list as the loaded venue has it (before its settings record is on this device). */
export function venueList(current: CurrentVenue | null, key: CategoryListKey): NamedEntry[] {
  if (!current) return [];
  if (key === 'IC') return current.ingredientCategories;
  if (key === 'RC') return current.recipeCategories;
  return current.storageAreas;
}

/** The loaded venue with the list replaced. */
export function withVenueList(
  current: CurrentVenue,
  key: CategoryListKey,
  entries: readonly NamedEntry[],
): CurrentVenue {
  const names = entries.filter((e): e is string => typeof e === 'string');
  if (key === 'IC') return { ...current, ingredientCategories: names };
  if (key === 'RC') return { ...current, recipeCategories: names };
  return { ...current, storageAreas: entries.map((e) => e as StorageArea) };
}
