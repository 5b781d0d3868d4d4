import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveItem } from '@larder/data';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { pick, type } from '../../test/form-fields';
import { text, texts } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { RecipeDetailPage } from './RecipeDetailPage';
import { RecipeAddPage } from './RecipeFormPage';
import { RecipeScalerPage } from './RecipeScalerPage';
import { RecipesPage } from './RecipesPage';
import { seedRecipes } from './recipe-test-data';

const venue = setUpTestVenue();

const routes = [
  { path: '/recipes', element: <RecipesPage /> },
  { path: '/recipes/:foodkey', element: <RecipeDetailPage /> },
  { path: '/recipe-scaler/:foodkey', element: <RecipeScalerPage /> },
  { path: '/recipe-add/:key', element: <RecipeAddPage /> },
];

/** French puts a no-break space before $ and %: compared here as a plain space. */
const plain = (value: string | null | undefined) => (value ?? '').replace(/\s/g, ' ');

describe('the recipe screens in French', { timeout: 30_000 }, () => {
  it('the list: its headings, and costs with a decimal comma and the symbol after', async () => {
    await seedRecipes(venue.store);
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/recipes');
    await waitFor(() => expect(screen.getAllByTestId('recipe-row')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recettes');
    expect(screen.getByRole('columnheader', { name: 'Coût par portion' })).toBeTruthy();
    expect(texts('recipe-batch-cost').map(plain)).toEqual(['2,5500 $', '4,0000 $']);
    expect(texts('recipe-cost-per-serving').map(plain)).toEqual(['1,2750 $', '1,3333 $']);
  });

  it('the recipe page is drawn again in French when the language changes', async () => {
    await seedRecipes(venue.store);
    renderRoutes(routes, '/recipes/PIZZA');
    await screen.findByTestId('recipe-detail');
    expect(texts('line-quantity')).toEqual(['2 cups', '150 g', '1 each']);
    expect(text('recipe-cost-per-g')).toBe('$0.0064');

    await act(() => i18n.changeLanguage('fr'));
    expect(texts('line-quantity')).toEqual(['2 tasse', '150 g', '1 unité']);
    expect(texts('line-cost').map(plain)).toEqual(['0,3000 $', '2,0000 $', '0,2500 $']);
    expect(plain(text('recipe-batch-cost'))).toBe('2,5500 $');
    expect(plain(text('recipe-cost-per-g'))).toBe('0,0064 $');
    expect(text('recipe-batch-weight')).toBe('400 g');
    expect(text('recipe-serving')).toBe('200 g');
    expect(screen.getByRole('heading', { name: 'Coûts et rendement' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Coût par portion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajuster' })).toBeTruthy();
    expect(screen.getByText('plat au menu')).toBeTruthy();
  });

  it('says in French why a recipe is incomplete', async () => {
    await seedRecipes(venue.store);
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'ROLLS',
        name: 'Rolls',
        items: [{ name: 'FLOUR', type: 'single', qty_value: 3, qty_unit: 'each' }],
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/recipes/ROLLS');
    await screen.findByTestId('recipe-detail');
    const reasons = within(
      screen.getByRole('list', { name: 'Pourquoi la recette est incomplète' }),
    );
    expect(reasons.getByText('Flour : coût non disponible dans cette unité')).toBeTruthy();
    expect(screen.getByTestId('incomplete-marker').textContent).toBe('incomplète');
  });

  it('the scaler: its base, its factor and scaled quantities written the French way', async () => {
    await seedRecipes(venue.store);
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/recipe-scaler/PIZZA');
    await screen.findByTestId('recipe-scaler');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ajuster Pizza');
    expect(text('scale-base')).toBe('Un lot donne 2 portions, pèse 400 g et contient 680 mL.');
    type('Facteur', '1.5');
    await waitFor(() => expect(text('scale-factor')).toBe('× 1,5'));
    expect(texts('scaled-quantity')).toEqual(['3 tasse', '225 g', '1,5 unité']);
  });

  it('the editor: French labels, live figures and validation messages that name the field', async () => {
    await seedRecipes(venue.store);
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/recipe-add/new');
    const form = await screen.findByTestId('recipe-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nouvelle recette');
    await pick('Article de la ligne 1', 'Flour');
    type('Quantité de la ligne 1', '2.5');
    await pick('Unité de la ligne 1', 'cup');
    await waitFor(() => expect(plain(text('line-live-cost'))).toBe('0,3750 $'));
    type('Taille de la portion', '-1');
    fireEvent.submit(form);
    expect(await screen.findByText('Nom : obligatoire')).toBeTruthy();
    expect(screen.getByText('Taille de la portion : doit être supérieur à 0')).toBeTruthy();
  });
});
