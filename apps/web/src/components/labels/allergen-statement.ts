// The statement is part of the label: in the label's words, whatever the interface language.
import { ALLERGEN_NAMES, isAllergen, sortAllergens, type Allergen } from '@larder/domain';

/** Where a printed label words an allergen more briefly than the screens do. */
const PRINTED: Readonly<Partial<Record<Allergen, string>>> = {
  gluten: 'Gluten',
  so2: 'Sulphites',
};

/** An allergen as printed beside a label ("so2" -> "Sulphites", others capitalised). */
export function allergenName(name: string): string {
  const key = name.trim().toLowerCase();
  if (isAllergen(key)) return PRINTED[key] ?? ALLERGEN_NAMES[key];
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** "Contains: Eggs, Milk" in catalogue order; null when there are none. */
export function allergenStatement(allergens: readonly string[]): string | null {
  const names = [...new Set(sortAllergens(allergens.map((a) => a.trim().toLowerCase())))]
    .filter(Boolean)
    .map(allergenName);
  return names.length > 0 ? `Contains: ${names.join(', ')}` : null;
}
