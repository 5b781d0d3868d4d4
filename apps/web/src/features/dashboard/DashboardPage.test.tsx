import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { restrictedStore } from '../../state/restricted';
import { CUSTARD, EGGS_FOR_TART, MILK_FOR_CUSTARD, TART } from '../../test/catalogue-records';
import { setUpTestVenue } from '../../test/test-venue';
import { DashboardPage } from './DashboardPage';
import dashboardSource from './DashboardPage.tsx?raw';
import { saveRecord } from '@larder/data';

const venue = setUpTestVenue();

const today = new Date().toISOString();
const milk = {
  ...MILK_FOR_CUSTARD,
  // 0.0010 per mL before the last change, 0.0015 now.
  pricehistory: [
    { date: '2024-01-01T09:00:00.000Z', price: 0.001, unit: 'mL' },
    { date: '2024-02-01T09:00:00.000Z', price: 0.0015, unit: 'mL' },
  ],
  wastage: [
    { date: today, qty: 1, qty_unit: 'L', value: 1.5 },
    { date: '2020-01-01', qty: 6, qty_unit: 'L', value: 9 },
  ],
};
const salt = { type: 'single', foodkey: 'SALT', name: 'Salt', purchaseunit: 'kg' };
const box = { type: 'packaging', foodkey: 'BOX', name: 'Box', purchaseprice: 25, purchaseqty: 100 };
const tart = { ...TART, saleprice: 2 };
const brine = {
  type: 'recipe',
  foodkey: 'BRINE',
  name: 'Brine',
  items: [{ name: 'SALT', type: 'single', qty_value: 10, qty_unit: 'g' }],
};

const routes = [{ path: '/dash', element: <DashboardPage /> }];
const count = (key: string) => screen.getByTestId(`count-${key}`).getAttribute('aria-label');

describe('/dash', { timeout: 30_000 }, () => {
  it('shows zero counts and first steps for a new venue', async () => {
    renderRoutes(routes, '/dash');
    expect(await screen.findByTestId('dash-empty')).toBeTruthy();
    for (const label of ['Ingredients', 'Recipes', 'Packaging items', 'Suppliers', 'Menus']) {
      expect(screen.getByRole('link', { name: `${label}: 0` })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Add ingredient' }).getAttribute('href')).toBe(
      '/ingredient-add/new',
    );
    expect(screen.queryByTestId('dash-incomplete')).toBeNull();
  });

  it('offers the sample venue on an empty dashboard, fetching the offer only then', async () => {
    expect(dashboardSource).not.toMatch(/import \{[^}]*\} from '\.\/SampleVenueOffer'/);
    renderRoutes(routes, '/dash');
    const empty = await screen.findByTestId('dash-empty');
    expect(await within(empty).findByRole('button', { name: 'Try the sample venue' })).toBeTruthy();
  });

  it('counts, lists what to fix, the cost moves, food cost per menu item and wastage', async () => {
    await venue.seed(milk, EGGS_FOR_TART, salt, box, CUSTARD, tart, brine);
    await venue.store.apply(
      saveRecord('supplier', {
        skey: 'DAIRY CO',
        type: 'supplier',
        name: 'Dairy Co',
      }),
    );
    await venue.store.apply(
      saveRecord('menu', { skey: 'LUNCH', name: 'Lunch', menuItems: ['TART'] }),
    );
    renderRoutes(routes, '/dash');
    await screen.findByTestId('dashboard');
    expect(count('ingredients')).toBe('Ingredients: 3');
    expect(count('recipes')).toBe('Recipes: 3');
    expect(count('packaging')).toBe('Packaging items: 1');
    expect(count('suppliers')).toBe('Suppliers: 1');
    expect(count('menus')).toBe('Menus: 1');
    expect(screen.queryByTestId('dash-empty')).toBeNull();

    const fix = screen.getAllByTestId('incomplete-item');
    expect(fix.map((li) => li.textContent)).toEqual([
      'Brine recipe Batch cost missing: a line lacks a quantity or a cost',
      expect.stringMatching(/^Salt ingredient Purchase price missing; Purchase quantity missing/),
    ]);
    expect(within(fix[0]!).getByRole('link').getAttribute('href')).toBe('/recipes/BRINE');
    expect(within(fix[1]!).getByRole('link').getAttribute('href')).toBe('/ingredient-edit/SALT');

    const [move] = screen.getAllByTestId('cost-move');
    expect([...move!.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Custard',
      '$1.0000',
      '$1.5000',
      '+$0.5000 (+50.0%)',
    ]);

    const dishes = within(screen.getByTestId('dash-food-cost')).getAllByTestId('menu-dish');
    expect(dishes.map((row) => within(row).getByTestId('dish-food-cost').textContent)).toEqual([
      '30.0%',
      '25.0%',
    ]);
    expect(dishes[0]!.textContent).toContain('Tart');

    expect(screen.getByTestId('wastage-value').textContent).toBe('$1.5000');
    expect(screen.getByTestId('dash-wastage').textContent).toContain('over 1 entry');
    expect(document.body.textContent).not.toContain('NaN');

    const prices = screen.getByTestId('dash-price-links');
    expect(within(prices).getByRole('link', { name: 'Edit in a grid' }).getAttribute('href')).toBe(
      '/ingredients-list-editor',
    );
    fireEvent.click(within(prices).getByRole('button', { name: 'Import price list' }));
    const dairy = await screen.findByRole('menuitem', { name: 'Dairy Co' });
    expect(dairy.getAttribute('href')).toBe('/price-list-import/DAIRY%20CO');
  });

  it('is drawn in French: its heading, card titles, counts and French figures', async () => {
    await venue.seed(milk, EGGS_FOR_TART, salt, box, CUSTARD, tart, brine);
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/dash');
    await screen.findByTestId('dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tableau de bord');
    expect(count('ingredients')).toBe('Ingrédients : 3');
    expect(count('packaging')).toBe('Articles d’emballage : 1');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'À corriger',
      'Pertes, 30 derniers jours',
      'Coûts des recettes modifiés par les derniers changements de prix',
      'Articles du menu par coût des aliments',
    ]);
    expect(screen.getByTestId('dash-incomplete').textContent).toContain(
      '2 éléments sont incomplets',
    );
    expect(screen.getAllByTestId('incomplete-item')[0]!.textContent).toBe(
      'Brine recette Coût de la recette manquant : une ligne n’a pas de quantité ou de coût',
    );
    expect(screen.getByTestId('wastage-value').textContent).toMatch(/^1,5000\s\$$/);
    expect(screen.getByTestId('dash-wastage').textContent).toContain('sur 1 entrée');
    const [move] = screen.getAllByTestId('cost-move');
    expect(move!.querySelectorAll('td')[3]!.textContent).toMatch(/^\+0,5000\s\$ \(\+50,0\s%\)$/);
  });

  it("food cost follows the net price: with 20 % tax in the venue's prices, 6.00 is 5.00 net (operations-model §7)", async () => {
    await venue.seed(milk, CUSTARD);
    await venue.store.apply(
      saveRecord('settings', { skey: 'PROFILE', taxPercent: 20, pricesIncludeTax: true }),
    );
    renderRoutes(routes, '/dash');
    await screen.findByTestId('dashboard');
    const [custard] = within(screen.getByTestId('dash-food-cost')).getAllByTestId('menu-dish');
    // 1.50 / 5.00 = 30 %, not the 25 % of the gross price.
    expect(within(custard!).getByTestId('dish-food-cost').textContent).toBe('30.0%');
  });

  it('shows the changes the server refused, with why', async () => {
    await venue.seed(salt);
    const queued = await venue.store.changes.pending(10);
    await venue.store.changes.setAside(
      queued.map((entry) => ({
        entry,
        reason: 'refused',
        issue: { reason: 'field-too-long', path: 'name', params: { maximum: 100 } },
      })),
      Date.now(),
    );
    renderRoutes(routes, '/dash');
    const list = await screen.findByTestId('sync-refusals');
    expect(within(list).getByTestId('sync-refusal').textContent).toContain('Salt');
    expect(within(list).getByTestId('sync-refusal-reason').textContent).toMatch(/^Name: /);
  });

  it('hides costs in restricted mode and links items to fix to their pages', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    await venue.seed(milk, salt, CUSTARD);
    renderRoutes(routes, '/dash');
    await screen.findByTestId('dashboard');
    expect(screen.queryByTestId('dash-moves')).toBeNull();
    expect(screen.queryByTestId('dash-wastage')).toBeNull();
    expect(screen.queryByTestId('dash-food-cost')).toBeNull();
    expect(screen.queryByTestId('dash-price-links')).toBeNull();
    const [salted] = screen.getAllByTestId('incomplete-item');
    expect(within(salted!).getByRole('link').getAttribute('href')).toBe('/ingredients/SALT');
  });
});
