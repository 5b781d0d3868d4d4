import type { CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { NAMED_UPDATES, updatedTexts } from './save-item';

const recipe = (name: string) =>
  ({ type: 'recipe', foodkey: name.toUpperCase(), name }) as CatalogueItem;

describe('the messages of a save that recomputed other items (product spec §8)', () => {
  it("says 'Recipe - {name} updated' for each of a few recomputed items", () => {
    expect(
      updatedTexts([
        recipe('Pie'),
        { type: 'part', foodkey: 'YOLK', name: 'Yolk' } as CatalogueItem,
      ]),
    ).toEqual(['Recipe - Pie updated', 'Ingredient - Yolk updated']);
  });

  it(`names the first ${NAMED_UPDATES} and counts the rest in one message`, () => {
    const many = Array.from({ length: 200 }, (_, i) => recipe(`Dish ${i + 1}`));
    expect(updatedTexts(many)).toEqual([
      'Recipe - Dish 1 updated',
      'Recipe - Dish 2 updated',
      'Recipe - Dish 3 updated',
      '197 more items updated',
    ]);
    expect(updatedTexts(many.slice(0, 4)).at(-1)).toBe('1 more item updated');
  });
});

describe('the messages of a save in French', () => {
  it('names the recomputed items and counts the rest in French', async () => {
    await i18n.changeLanguage('fr');
    const many = Array.from({ length: 5 }, (_, i) => recipe(`Plat ${i + 1}`));
    expect(updatedTexts(many)).toEqual([
      'Recette - Plat 1 : mise à jour',
      'Recette - Plat 2 : mise à jour',
      'Recette - Plat 3 : mise à jour',
      '2 autres articles mis à jour',
    ]);
  });
});
