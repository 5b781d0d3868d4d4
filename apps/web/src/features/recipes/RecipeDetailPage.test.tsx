import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { answerDialog, dialogStore } from '../../state/dialog';
import { restrictedStore } from '../../state/restricted';
import { text, texts } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { RecipeDetailPage } from './RecipeDetailPage';
import { FLOUR, seedRecipes } from './recipe-test-data';
import { deleteItem, saveItem } from '@larder/data';

const venue = setUpTestVenue();

const routes = [
  { path: '/recipes', element: <div data-testid="recipes-list" /> },
  { path: '/recipes/:foodkey', element: <RecipeDetailPage /> },
];

describe('/recipes/{foodkey}', { timeout: 30_000 }, () => {
  it('shows the lines and totals from the worked examples (flour by the cup, tomatoes by the can)', async () => {
    await seedRecipes(venue.store);
    renderRoutes(routes, '/recipes/PIZZA');
    await screen.findByTestId('recipe-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pizza');
    expect(texts('line-quantity')).toEqual(['2 cups', '150 g', '1 each']);
    // 2 cup = 480 mL x 0.000625; 150 g x 4.00 / 300 g; 1 box x 25.00 / 100
    expect(texts('line-cost')).toEqual(['$0.3000', '$2.0000', '$0.2500']);
    expect(text('recipe-batch-cost')).toBe('$2.5500');
    expect(text('recipe-ingredients-cost')).toBe('$2.3000');
    expect(text('recipe-packaging-cost')).toBe('$0.2500');
    expect(text('recipe-batch-weight')).toBe('400 g');
    expect(text('recipe-servings')).toBe('2');
    expect(text('recipe-cost-per-serving')).toBe('$1.2750');
    expect(text('recipe-cost-per-g')).toBe('$0.0064');
    expect(text('recipe-cost-per-ml')).toBe('$0.0038');
    expect(texts('allergen')).toEqual(['Gluten (cereals)', 'Sulphites (SO₂)']);
    expect(screen.getByTestId('menu-item-marker')).toBeTruthy();
    expect(screen.queryByTestId('incomplete-marker')).toBeNull();
    // The label's slot is below the first screen: drawn once the page has painted.
    expect(await screen.findByTestId('recipe-label-slot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/recipe-edit/PIZZA',
    );
    expect(screen.getByRole('link', { name: 'Scale' }).getAttribute('href')).toBe(
      '/recipe-scaler/PIZZA',
    );
    expect(screen.getByRole('link', { name: 'Tomato sauce' }).getAttribute('href')).toBe(
      '/recipes/TOMATO%20SAUCE',
    );
  });

  it('the sub-recipe: 1 can of tomatoes (2 case of 12 can of 400 g at 96.00) less 100 g water', async () => {
    await seedRecipes(venue.store);
    renderRoutes(routes, '/recipes/TOMATO%20SAUCE');
    await screen.findByTestId('recipe-detail');
    expect(texts('line-quantity')).toEqual(['1 can']);
    expect(texts('line-cost')).toEqual(['$4.0000']);
    expect(text('recipe-batch-weight')).toBe('300 g');
    expect(text('recipe-servings')).toBe('3');
    expect(text('recipe-cost-per-serving')).toBe('$1.3333');
    expect(text('recipe-cost-per-g')).toBe('$0.0133');
    expect(text('recipe-cost-per-ml')).toBe('$0.0100');
  });

  it('marks a line without a cost and the recipe as incomplete, and shows — for absent costs', async () => {
    await seedRecipes(venue.store);
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'ROLLS',
        name: 'Rolls',
        items: [{ name: 'FLOUR', type: 'single', qty_value: 3, qty_unit: 'each' }],
      }),
    );
    renderRoutes(routes, '/recipes/ROLLS');
    await screen.findByTestId('recipe-detail');
    expect(screen.getByTestId('incomplete-marker')).toBeTruthy();
    expect(screen.getByTestId('line-incomplete-marker')).toBeTruthy();
    const reasons = within(screen.getByRole('list', { name: 'Why the recipe is incomplete' }));
    expect(reasons.getByText('Flour: cost not available in this unit')).toBeTruthy();
    expect(texts('line-cost')).toEqual(['—']);
    expect(text('recipe-batch-cost')).toBe('—');
    expect(text('recipe-cost-per-serving')).toBe('—');
    expect(document.body.textContent).not.toContain('NaN');
  });

  it("charts the batch cost over its lines' price changes (price history) with a table beside", async () => {
    await seedRecipes(venue.store);
    // The store gave every item today's price; flour had 0.0010 a g from 2024-01-01 and 0.0012
    // (its price now) from 2024-02-01.
    const today = new Date().toISOString().slice(0, 10);
    await venue.seed({
      ...FLOUR,
      pricehistory: [
        { date: '2024-01-01', price: 0.001, unit: 'g' },
        { date: '2024-02-01', price: 0.0012, unit: 'g' },
      ],
    });
    renderRoutes(routes, '/recipes/PIZZA');
    const history = await screen.findByTestId('recipe-cost-history');
    expect(within(history).getByRole('heading', { name: 'Price history' })).toBeTruthy();
    expect(within(history).getByRole('img').getAttribute('aria-label')).toBe(
      `Price history chart: price per batch from 2024-01-01 to ${today}`,
    );
    const rows = within(within(history).getByTestId('price-history')).getAllByRole('row');
    // 2 cups of flour (250 g): 0.2500 then 0.3000; tomato sauce 2.0000 and a box 0.2500.
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      `${today}$2.5500 / batch`,
      '2024-02-01$2.5500 / batch',
      '2024-01-01$2.5000 / batch',
    ]);
  });

  it('a recipe whose lines were priced only today has one entry and no chart yet', async () => {
    await seedRecipes(venue.store);
    renderRoutes(routes, '/recipes/PIZZA');
    const history = await screen.findByTestId('recipe-cost-history');
    const rows = within(within(history).getByTestId('price-history')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      `${new Date().toISOString().slice(0, 10)}$2.5500 / batch`,
    ]);
    expect(within(history).queryByRole('img')).toBeNull();
  });

  it('hides costs and editing in restricted mode', async () => {
    await seedRecipes(venue.store);
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    renderRoutes(routes, '/recipes/PIZZA');
    await screen.findByTestId('recipe-detail');
    expect(screen.queryByTestId('line-cost')).toBeNull();
    expect(screen.queryByTestId('recipe-batch-cost')).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(text('recipe-batch-weight')).toBe('400 g');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scale' })).toBeTruthy();
    expect(screen.queryByTestId('recipe-cost-history')).toBeNull();
  });

  it('shows a not-found state for a missing recipe', async () => {
    await seedRecipes(venue.store, []);
    renderRoutes(routes, '/recipes/NOPE');
    expect(await screen.findByTestId('item-missing')).toBeTruthy();
    expect(screen.getByText('There is no recipe NOPE. It may have been deleted.')).toBeTruthy();
  });

  it('soft-deletes after confirming', async () => {
    await seedRecipes(venue.store);
    const { router } = renderRoutes(routes, '/recipes/TOMATO%20SAUCE');
    await screen.findByTestId('recipe-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialogStore.get()).toHaveLength(1));
    expect(dialogStore.get()[0]!.message).toBe(
      'Delete Tomato sauce? Recipes that use it are re-costed.',
    );
    act(() => answerDialog(dialogStore.get()[0]!.id, true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect((await venue.store.itemMap()).has('TOMATO SAUCE')).toBe(false);
    expect(await venue.store.db.master.get('TOMATO SAUCE')).toMatchObject({ deleted: true });
  });

  it('a recipe whose sub-recipe was deleted shows the line as not found', async () => {
    await seedRecipes(venue.store);
    await venue.store.apply(deleteItem('TOMATO SAUCE'));
    renderRoutes(routes, '/recipes/PIZZA');
    await screen.findByTestId('recipe-detail');
    expect(screen.getByTestId('incomplete-marker')).toBeTruthy();
    expect(screen.getByText('TOMATO SAUCE: item not found')).toBeTruthy();
    expect(text('recipe-batch-cost')).toBe('—');
  });
});
