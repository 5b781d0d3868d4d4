import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { DRY_GOODS_FLOUR, MILK_BY_THE_LITRE } from '../../test/catalogue-records';
import { setUpTestVenue } from '../../test/test-venue';
import { IngredientsPage } from './IngredientsPage';
import { deleteItem, saveItems, saveRecord } from '@larder/data';
import { i18n } from '../../i18n/i18n';

const items = [
  DRY_GOODS_FLOUR,
  { type: 'single', foodkey: 'RICE FLOUR', name: 'Rice flour', category: 'Dry goods' },
  { ...MILK_BY_THE_LITRE, category: 'Dairy' },
  { type: 'packaging', foodkey: 'BOX', name: 'Box', purchaseprice: 10, purchaseqty: 100 },
];

const venue = setUpTestVenue();
beforeEach(async () => {
  await venue.seed(...items);
});

const rows = () => screen.getAllByTestId('ingredient-row');
const names = () => rows().map((r) => within(r).getByRole('link').textContent);

async function renderList() {
  renderRoutes([{ path: '/ingredients', element: <IngredientsPage /> }], '/ingredients');
  await waitFor(() => expect(rows()).toHaveLength(3));
}

describe('/ingredients', () => {
  it('lists the ingredients with cost per kg / L and the incomplete marker', async () => {
    await renderList();
    expect(names()).toEqual(['Flour', 'Milk', 'Rice flour']);
    const costs = screen.getAllByTestId('ingredient-cost').map((c) => c.textContent);
    expect(costs).toEqual(['$1.2000 / kg', '$1.0000 / L', '']);
    expect(within(rows()[0]!).queryByTestId('incomplete-marker')).toBeNull();
    expect(within(rows()[2]!).getByTestId('incomplete-marker')).toBeTruthy();
  });

  it('filters by the search rule (3+ characters, every word, by position)', async () => {
    await renderList();
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'fl' } });
    expect(rows()).toHaveLength(3);
    fireEvent.change(search, { target: { value: 'flo' } });
    expect(names()).toEqual(['Flour', 'Rice flour']);
    fireEvent.change(search, { target: { value: 'flour ric' } });
    expect(names()).toEqual(['Rice flour']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.queryAllByTestId('ingredient-row')).toHaveLength(0);
  });

  it('draws only the rows in view of a long list, and the search reaches any row', async () => {
    const many = Array.from({ length: 400 }, (_, i) => {
      const n = String(i).padStart(3, '0');
      return { type: 'single', foodkey: `SPICE ${n}`, name: `Spice ${n}`, category: 'Dry goods' };
    });
    await venue.store.apply(saveItems(many));
    renderRoutes([{ path: '/ingredients', element: <IngredientsPage /> }], '/ingredients');
    await screen.findByText('403 of 403 ingredients');
    const drawn = rows().length;
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(100);
    expect(names()).not.toContain('Spice 399');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'spice 399' } });
    expect(names()).toEqual(['Spice 399']);
    expect(screen.getByText('1 of 403 ingredients')).toBeTruthy();
  });

  it('hides costs in restricted mode', async () => {
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    await renderList();
    expect(screen.queryAllByTestId('ingredient-cost')).toHaveLength(0);
    expect(screen.queryByText('Cost')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add ingredient' })).toBeNull();
  });

  it('shows an empty state with an add button when there is none', async () => {
    for (const key of ['FLOUR', 'RICE FLOUR', 'MILK']) await venue.store.apply(deleteItem(key));
    renderRoutes([{ path: '/ingredients', element: <IngredientsPage /> }], '/ingredients');
    const empty = await screen.findByTestId('ingredients-empty');
    expect(within(empty).getByRole('link', { name: 'Add ingredient' }).getAttribute('href')).toBe(
      '/ingredient-add/new',
    );
  });

  it("links to the ingredient list editor and to a supplier's price list import", async () => {
    await venue.store.apply(
      saveRecord('supplier', { skey: 'DAIRY CO', type: 'supplier', name: 'Dairy Co' }),
    );
    await venue.store.apply(
      saveRecord('supplier', { skey: 'BAKER', type: 'supplier', name: 'Baker & Sons' }),
    );
    const { router } = renderRoutes(
      [
        { path: '/ingredients', element: <IngredientsPage /> },
        { path: '/price-list-import/:skey', element: <p>price list page</p> },
        { path: '/ingredients-list-editor', element: <p>grid page</p> },
      ],
      '/ingredients',
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Edit in a grid' }).getAttribute('href')).toBe(
      '/ingredients-list-editor',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import price list' }));
    const choices = await screen.findAllByRole('menuitem');
    expect(choices.map((c) => c.textContent)).toEqual(['Baker & Sons', 'Dairy Co']);
    expect(choices[1]!.getAttribute('href')).toBe('/price-list-import/DAIRY%20CO');
    fireEvent.click(choices[1]!);
    await screen.findByText('price list page');
    expect(router.state.location.pathname).toBe('/price-list-import/DAIRY%20CO');
  });

  it('with no supplier yet, the price list menu offers to add one', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Import price list' }));
    const add = await screen.findByRole('menuitem', { name: 'Add a supplier' });
    expect(add.getAttribute('href')).toBe('/supplier-add/new');
    expect(screen.getByText('A price list belongs to a supplier; there is none yet.')).toBeTruthy();
  });

  it('offers neither the grid nor the price list import in restricted mode', async () => {
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    await renderList();
    expect(screen.queryByRole('link', { name: 'Edit in a grid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import price list' })).toBeNull();
  });

  it('speaks French: headings, filters, the type marker and costs written the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await venue.store.apply(
      saveItems([{ type: 'multiple', foodkey: 'EGGS', name: 'Eggs', purchaseprice: 3 }]),
    );
    renderRoutes([{ path: '/ingredients', element: <IngredientsPage /> }], '/ingredients');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('heading', { name: 'Ingrédients' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Fournisseur' })).toBeTruthy();
    expect(screen.getAllByLabelText('Aire d’entreposage').length).toBeGreaterThan(0);
    expect(within(rows()[0]!).getByText('multiple')).toBeTruthy();
    const costs = screen.getAllByTestId('ingredient-cost').map((c) => c.textContent);
    expect(costs[1]).toBe('1,2000\u00a0$ / kg');
    expect(costs[2]).toBe('1,0000\u00a0$ / L');
  });
});
