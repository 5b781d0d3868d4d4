import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { pick } from '../../test/form-fields';
import { texts } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { RecipesPage } from './RecipesPage';
import { seedRecipes } from './recipe-test-data';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();

const rows = () => screen.queryAllByTestId('recipe-row');
const names = () => rows().map((r) => within(r).getAllByRole('link')[0]!.textContent);
const routes = [{ path: '/recipes', element: <RecipesPage /> }];

async function renderList(count: number) {
  renderRoutes(routes, '/recipes');
  await waitFor(() => expect(rows()).toHaveLength(count));
}

async function seedWithIncomplete() {
  await seedRecipes(venue.store);
  await venue.store.apply(
    saveItem({
      type: 'recipe',
      foodkey: 'FLATBREAD',
      name: 'Flatbread',
      items: [{ name: 'FLOUR', type: 'single', qty_value: 2, qty_unit: 'each' }],
      category: 'Mains',
    }),
  );
}

describe('/recipes', { timeout: 30_000 }, () => {
  it('lists the recipes with servings, costs, the menu flag and incomplete markers', async () => {
    await seedWithIncomplete();
    await renderList(3);
    expect(names()).toEqual(['Flatbread', 'Pizza', 'Tomato sauce']);
    expect(texts('recipe-batch-cost')).toEqual(['—', '$2.5500', '$4.0000']);
    expect(texts('recipe-cost-per-serving')).toEqual(['—', '$1.2750', '$1.3333']);
    expect(within(rows()[0]!).getByTestId('incomplete-marker')).toBeTruthy();
    expect(within(rows()[1]!).queryByTestId('incomplete-marker')).toBeNull();
    expect(within(rows()[1]!).getByTestId('menu-item-marker')).toBeTruthy();
    expect(within(rows()[2]!).queryByTestId('menu-item-marker')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add recipe' }).getAttribute('href')).toBe(
      '/recipe-add/new',
    );
  });

  it('searches by the item search rule and filters by category and menu items', async () => {
    await seedWithIncomplete();
    await renderList(3);
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'sa' } });
    expect(rows()).toHaveLength(3);
    fireEvent.change(search, { target: { value: 'sauce tom' } });
    expect(names()).toEqual(['Tomato sauce']);
    fireEvent.change(search, { target: { value: '' } });
    await pick('Category', 'Mains');
    expect(names()).toEqual(['Flatbread', 'Pizza']);
    fireEvent.click(screen.getByLabelText('Menu items only'));
    expect(names()).toEqual(['Pizza']);
  });

  it('shows an empty state with the add button', async () => {
    renderRoutes(routes, '/recipes');
    expect(await screen.findByTestId('recipes-empty')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add recipe' })).toHaveLength(2);
  });

  it('hides costs and the add button in restricted mode', async () => {
    await seedRecipes(venue.store);
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    await renderList(2);
    expect(screen.queryAllByTestId('recipe-batch-cost')).toHaveLength(0);
    expect(screen.queryAllByTestId('recipe-cost-per-serving')).toHaveLength(0);
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add recipe' })).toBeNull();
  });
});
