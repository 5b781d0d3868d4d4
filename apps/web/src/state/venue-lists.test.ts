import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { LIST_TITLES } from './venue-lists';

describe('the named lists as the screens call them', () => {
  it('reads each name in the interface language when it is read', async () => {
    expect(LIST_TITLES.IC).toEqual({ title: 'Ingredient categories', one: 'ingredient category' });
    expect(LIST_TITLES.SA.title).toBe('Storage areas');
    await i18n.changeLanguage('fr');
    const { title, one } = LIST_TITLES.RC;
    expect([title, one]).toEqual(['Catégories de recettes', 'catégorie de recettes']);
  });
});
