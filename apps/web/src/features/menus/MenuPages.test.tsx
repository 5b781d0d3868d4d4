import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { answerDialog, dialogStore } from '../../state/dialog';
import { restrictedStore } from '../../state/restricted';
import { CUSTARD, EGGS_FOR_TART, MILK_FOR_CUSTARD, TART } from '../../test/catalogue-records';
import { field, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { MenuDetailPage } from './MenuDetailPage';
import { MenuAddPage, MenuEditPage } from './MenuFormPage';
import { MenusPage } from './MenusPage';
import { saveRecord } from '@larder/data';

const venue = setUpTestVenue();

const milk = { ...MILK_FOR_CUSTARD, allergens: ['milk'] };
const eggs = { ...EGGS_FOR_TART, allergens: ['eggs'] };
// Custard: 1 L milk at 0.0015 per mL: 1.50 a batch, one serving, sold at 6.00: food cost 25 %.
// Tart: 2 eggs: 0.60 a batch, no sale price.
const tart = { ...TART, allergens: ['gluten'] };
const sauce = {
  type: 'recipe',
  foodkey: 'SAUCE',
  name: 'Sauce',
  items: [{ name: 'MILK', type: 'single', qty_value: 100, qty_unit: 'mL' }],
};

const routes = [
  { path: '/menu', element: <MenusPage /> },
  { path: '/menu/:skey', element: <MenuDetailPage /> },
  { path: '/menu-add/:key', element: <MenuAddPage /> },
  { path: '/menu-edit/:skey', element: <MenuEditPage /> },
];
const rows = () =>
  screen.getAllByTestId('menu-dish').map((row) => ({
    dish: row.children[0]!.textContent,
    cost: within(row).queryByTestId('dish-cost')?.textContent,
    price: within(row).queryByTestId('dish-price')?.textContent,
    foodCost: within(row).queryByTestId('dish-food-cost')?.textContent,
    allergens: within(row)
      .queryAllByTestId('allergen')
      .map((badge) => badge.textContent)
      .join(', '),
  }));

beforeEach(async () => {
  await venue.seed(milk, eggs, CUSTARD, tart, sauce);
});

describe('menus', { timeout: 30_000 }, () => {
  it('lists the Default Menu of the menu-item recipes with cost, price, food cost and allergens', async () => {
    const { router } = renderRoutes(routes, '/menu');
    const [defaultRow] = await screen.findAllByTestId('menu-row');
    expect(defaultRow!.textContent).toContain('Default Menu');
    expect(defaultRow!.textContent).toContain('2 dishes');
    expect(screen.getByTestId('menus-empty')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Default Menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/DEFAULT%20MENU'));
    await screen.findByTestId('menu-detail');
    expect(rows()).toEqual([
      { dish: 'Custard', cost: '$1.5000', price: '$6.0000', foodCost: '25.0%', allergens: 'Milk' },
      {
        dish: 'Tart',
        cost: '$0.6000',
        price: '—',
        foodCost: '—',
        allergens: 'Eggs, Gluten (cereals)',
      },
    ]);
    expect(screen.getByTestId('menu-allergens').textContent).toBe(
      'Allergens: Eggs, Gluten (cereals), Milk',
    );
    expect(screen.getByRole('link', { name: 'Custard' }).getAttribute('href')).toBe(
      '/recipes/CUSTARD',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('adds a menu after validation that names the field', async () => {
    const { router } = renderRoutes(routes, '/menu-add/new');
    await screen.findByRole('form', { name: 'Menu form' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Dishes: choose at least one dish')).toBeTruthy();

    type(/^Name/, 'Default menu');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Name: Default Menu is the menu of every menu item; choose another name',
      ),
    ).toBeTruthy();

    type(/^Name/, 'Lunch');
    fireEvent.click(field(/^Dishes/));
    expect(screen.queryByRole('option', { name: 'Sauce' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Custard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/LUNCH'));
    expect(await venue.store.db.menus.get('LUNCH')).toMatchObject({
      skey: 'LUNCH',
      name: 'Lunch',
      menuItems: ['CUSTARD'],
    });
    await screen.findByTestId('menu-detail');
    expect(rows().map((r) => r.dish)).toEqual(['Custard']);
  });

  it('edits a menu, refusing another menu’s name, and deletes it after confirmation', async () => {
    await venue.store.apply(
      saveRecord('menu', { skey: 'LUNCH', name: 'Lunch', menuItems: ['TART'] }),
    );
    await venue.store.apply(
      saveRecord('menu', { skey: 'DINNER', name: 'Dinner', menuItems: ['TART'] }),
    );
    const { router } = renderRoutes(routes, '/menu-edit/LUNCH');
    await screen.findByRole('form', { name: 'Menu form' });
    expect(field(/^Name/).value).toBe('Lunch');
    type(/^Name/, 'dinner');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name: a menu called dinner already exists')).toBeTruthy();
    type(/^Name/, 'Light lunch');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/LUNCH'));
    expect(await venue.store.db.menus.get('LUNCH')).toMatchObject({ name: 'Light lunch' });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialogStore.get()).toHaveLength(1));
    expect(dialogStore.get()[0]!.title).toBe('Delete menu');
    answerDialog(dialogStore.get()[0]!.id, true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
    expect(await venue.store.db.menus.get('LUNCH')).toMatchObject({ deleted: true });
    await waitFor(() => expect(screen.getAllByTestId('menu-row')).toHaveLength(2));
  });

  it('hides costs and prices, and editing, in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderRoutes(routes, '/menu/DEFAULT%20MENU');
    await screen.findByTestId('menu-detail');
    expect(rows()[0]).toEqual({
      dish: 'Custard',
      cost: undefined,
      price: undefined,
      foodCost: undefined,
      allergens: 'Milk',
    });
    expect(screen.queryByRole('link', { name: 'Add menu' })).toBeNull();
  });
});

describe('menus in French', { timeout: 30_000 }, () => {
  it('lists the Default Menu under its French name with the dishes counted in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/menu');
    const [defaultRow] = await screen.findAllByTestId('menu-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Menus');
    expect(defaultRow!.textContent).toContain('Menu par défaut');
    expect(defaultRow!.textContent).toContain('2 plats');
    expect(screen.getByRole('columnheader', { name: 'Plats' })).toBeTruthy();
  });

  it('names the Default Menu in French on its page, and says which allergens it holds', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/menu/DEFAULT%20MENU');
    await screen.findByTestId('menu-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Menu par défaut');
    expect(screen.getByTestId('menu-allergens').textContent).toMatch(/^Allergènes : /);
    expect(screen.getByRole('link', { name: 'Retour aux menus' })).toBeTruthy();
  });

  it('refuses a menu without a name or dishes, in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/menu-add/new');
    const form = await screen.findByRole('form', { name: 'Formulaire de menu' });
    fireEvent.submit(form);
    expect(await screen.findByText('Nom : obligatoire')).toBeTruthy();
    expect(screen.getByText('Plats : choisissez au moins un plat')).toBeTruthy();
  });
});
