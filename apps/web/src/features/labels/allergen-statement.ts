import { sortAllergens } from '@larder/domain';

const NAMES: Readonly<Record<string, string>> = {
  celery: 'Celery',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  gluten: 'Gluten',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  so2: 'Sulphites',
  soybeans: 'Soybeans',
};

/** An allergen as printed beside a label ("so2" -> "Sulphites", others capitalised). */
export function allergenName(name: string): string {
  const key = name.trim().toLowerCase();
  return NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** "Contains: Eggs, Milk" in catalogue order; null when there are none. */
export function allergenStatement(allergens: readonly string[]): string | null {
  const names = [...new Set(sortAllergens(allergens.map((a) => a.trim().toLowerCase())))]
    .filter(Boolean)
    .map(allergenName);
  return names.length > 0 ? `Contains: ${names.join(', ')}` : null;
}
