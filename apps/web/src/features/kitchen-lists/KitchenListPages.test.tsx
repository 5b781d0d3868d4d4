import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import { FORECAST_PREP_LIST, prepListSchema } from '@larder/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { kitchenListFor, resetKitchenLists, setKitchenList } from '../../state/kitchen-list';
import { answerTheDialog } from '../../test/dialogs';
import { field, formFieldsWithin, pick, save, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { ACME, KITCHEN_INGREDIENTS, KITCHEN_RECIPES } from './kitchen-test-data';
import { OrderListPage } from './OrderListPage';
import { PrepListPage } from './PrepListPage';

const venue = setUpTestVenue();

beforeEach(async () => {
  localStorage.clear();
  resetKitchenLists();
  await venue.seed(...KITCHEN_INGREDIENTS, ...KITCHEN_RECIPES);
  await venue.store.apply(saveRecord('supplier', ACME));
});

const routes = [
  { path: '/prep-list', element: <PrepListPage /> },
  { path: '/order-list', element: <OrderListPage /> },
];

const storedLists = async () =>
  (await venue.store.db.recordTable('prep-list').toArray()).filter((r) => !r.deleted);

describe('manual prep list page (operations-model §1, §2)', { timeout: 60_000 }, () => {
  it('creates a list, naming the field of each problem, and shows its prep list', async () => {
    vi.stubGlobal('crypto', { ...crypto, randomUUID: () => 'list-1' });
    renderRoutes(routes, '/prep-list');
    expect((await screen.findByTestId('no-prep-lists')).textContent).toContain(
      'No saved prep lists',
    );
    fireEvent.click(screen.getByTestId('new-prep-list'));
    save();
    const form = await screen.findByTestId('prep-list-form');
    await waitFor(() => expect(form.textContent).toContain('Name is required'));
    expect(form.textContent).toContain('Line 1: Recipe is required');
    expect(form.textContent).toContain('Line 1: Amount must be a number');

    const inForm = formFieldsWithin(() => screen.getByTestId('prep-list-form'));
    inForm.type(/^Name/, 'Friday lunch');
    inForm.type('Day', '2026-03-06');
    await inForm.pick('Recipe 1', 'Pizza');
    inForm.type('Amount 1', '6');
    save();
    await waitFor(async () => expect(await storedLists()).toHaveLength(1));
    const [stored] = await storedLists();
    expect(prepListSchema.parse(stored)).toMatchObject({
      skey: 'list-1',
      name: 'Friday lunch',
      date: '2026-03-06',
      lines: [{ foodkey: 'PIZZA', amount: 6, unit: 'servings' }],
    });
    // The new list is the one shown: 6 pizza servings at 2 a batch are 3 batches.
    expect(kitchenListFor('')).toMatchObject({ list: 'list-1', date: null });
    const printable = await screen.findByTestId('printable-prep-list');
    await waitFor(() => expect(within(printable).getAllByTestId('prep-line')).toHaveLength(2));
    const pizza = within(printable)
      .getAllByTestId('prep-line')
      .find((row) => row.getAttribute('data-foodkey') === 'PIZZA')!;
    expect(within(pizza).getByTestId('prep-batches').textContent).toBe('3');
    vi.unstubAllGlobals();
  });

  it('puts a removed line back with Undo, then deletes the list after asking', async () => {
    await venue.store.apply(
      saveRecord('prep-list', {
        skey: 'k1',
        name: 'Sunday',
        lines: [
          { foodkey: 'PIZZA', amount: 4, unit: 'servings' },
          { foodkey: 'LASAGNE', amount: 1, unit: 'batches' },
        ],
      }),
    );
    renderRoutes(routes, '/prep-list');
    const row = await screen.findByTestId('saved-prep-list');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await screen.findByTestId('prep-list-form');
    expect(screen.getAllByTestId('prep-list-line')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getAllByTestId('prep-list-line')).toHaveLength(1);
    expect(screen.getByTestId('line-removed').textContent).toContain('Line 1 removed (Pizza).');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByTestId('prep-list-line')).toHaveLength(2);
    expect(field('Amount 1').value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(
      within(await screen.findByTestId('saved-prep-list')).getByRole('button', { name: 'Delete' }),
    );
    await answerTheDialog(true);
    await waitFor(async () => expect(await storedLists()).toHaveLength(0));
    expect(await screen.findByTestId('no-prep-lists')).toBeTruthy();
  });

  it('forecasts from a menu: covers x each dish share', async () => {
    await venue.store.apply(
      saveRecord('menu', { skey: 'DINNER', name: 'Dinner', menuItems: ['PIZZA', 'LASAGNE'] }),
    );
    act(() => void setKitchenList({ list: FORECAST_PREP_LIST }));
    renderRoutes(routes, '/prep-list');
    const form = await screen.findByTestId('forecast-form');
    await pick('Menu', 'Dinner');
    type('Covers', '40');
    type('Share of Pizza (%)', '25');
    // 40 covers x 25 % = 10 pizza servings: 5 batches.
    const printable = screen.getByTestId('printable-prep-list');
    await waitFor(() => {
      const pizza = within(printable)
        .getAllByTestId('prep-line')
        .find((row) => row.getAttribute('data-foodkey') === 'PIZZA')!;
      expect(within(pizza).getByTestId('prep-batches').textContent).toBe('5');
    });
    expect(kitchenListFor('').forecast).toEqual({
      menu: 'DINNER',
      covers: 40,
      shares: { PIZZA: 0.25 },
    });
    expect(form).toBeTruthy();
  });
});

describe('printable order list page (operations-model §3)', { timeout: 30_000 }, () => {
  it("shows the chosen list's order per supplier, with totals", async () => {
    await venue.store.apply(
      saveRecord('prep-list', {
        skey: 'k1',
        name: 'Sauce day',
        date: '2026-03-02',
        lines: [{ foodkey: 'SAUCE', amount: 6, unit: 'batches' }],
      }),
    );
    act(() => void setKitchenList({ list: 'k1' }));
    renderRoutes(routes, '/order-list');
    const page = await screen.findByTestId('printable-order-list');
    await waitFor(() => expect(within(page).getAllByTestId('order-group')).toHaveLength(2));
    expect(
      within(page).getByRole('heading', { name: /Order list: Sauce day, 2026-03-02/ }),
    ).toBeTruthy();
    // 6 batches x 2 cans = 12 cans = 4800 g: exactly one case of 12.
    const tomatoes = within(page)
      .getAllByTestId('order-line')
      .find((row) => row.getAttribute('data-foodkey') === 'TOMATOES')!;
    expect(within(tomatoes).getByTestId('order-units').textContent).toBe('1 case');
    expect(tomatoes.textContent).toContain('T-400');
    expect(within(page).getByTestId('order-total').textContent).toBe('Order total: $78.0000');
  });
});

describe('the kitchen list pages in French', { timeout: 30_000 }, () => {
  it('prints the order list with a French heading, French units and French money', async () => {
    await venue.store.apply(
      saveRecord('prep-list', {
        skey: 'k1',
        name: 'Sauce day',
        date: '2026-03-02',
        lines: [{ foodkey: 'SAUCE', amount: 6, unit: 'batches' }],
      }),
    );
    act(() => void setKitchenList({ list: 'k1' }));
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/order-list');
    const page = await screen.findByTestId('printable-order-list');
    await waitFor(() => expect(within(page).getAllByTestId('order-group')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bon de commande');
    expect(screen.getByTestId('print-order-list').textContent).toBe('Imprimer');
    expect(
      within(page).getByRole('heading', { name: /Bon de commande : Sauce day, 2026-03-02/ }),
    ).toBeTruthy();
    expect(within(page).getAllByRole('columnheader', { name: 'Prix unitaire' })).toHaveLength(2);
    expect(within(page).getByTestId('order-total').textContent).toMatch(
      /^Total de la commande : 78,0000\s\$$/,
    );
  });

  it('says in French what is wrong with a new prep list', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/prep-list');
    expect((await screen.findByTestId('no-prep-lists')).textContent).toContain(
      'Aucune liste de préparation enregistrée',
    );
    fireEvent.click(screen.getByTestId('new-prep-list'));
    const form = await screen.findByTestId('prep-list-form');
    fireEvent.submit(form);
    await waitFor(() => expect(form.textContent).toContain('Nom : champ obligatoire'));
    expect(form.textContent).toContain('Ligne 1 : Recette : champ obligatoire');
    expect(screen.getByRole('button', { name: 'Ajouter une recette' })).toBeTruthy();
  });
});
