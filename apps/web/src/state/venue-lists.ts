import type { CategoryListKey, NamedEntry } from '@larder/domain';
import type { StorageArea } from '../api/api-types';
import { i18n } from '../i18n/i18n';
import type { CurrentVenue } from './venue';

/** What a list is called on screen, read in the interface language. */
const listTitles = (key: CategoryListKey): { readonly title: string; readonly one: string } => ({
  get title() {
    return i18n.t(`app:lists.${key}.title`);
  },
  get one() {
    return i18n.t(`app:lists.${key}.one`);
  },
});

/** What each list is called on screen ('Ingredient categories', one 'ingredient category'). */
export const LIST_TITLES: Readonly<
  Record<CategoryListKey, { readonly title: string; readonly one: string }>
> = {
  IC: listTitles('IC'),
  RC: listTitles('RC'),
  SA: listTitles('SA'),
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
