import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { restrictedStore } from '../../state/restricted';
import { answerTheDialog } from '../../test/dialogs';
import { field, pick, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import {
  PackagingAddPage,
  PackagingDetailPage,
  PackagingEditPage,
  PackagingItemsPage,
} from './PackagingPages';
import { packagingFormValues, packagingFromForm, validatePackaging } from './packaging-form';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();

const routes = [
  { path: '/packaging-items', element: <PackagingItemsPage /> },
  { path: '/packaging-items/:foodkey', element: <PackagingDetailPage /> },
  { path: '/packaging-item-add/:key', element: <PackagingAddPage /> },
  { path: '/packaging-item-edit/:foodkey', element: <PackagingEditPage /> },
];

describe('packaging items', { timeout: 30_000 }, () => {
  it('names the field in validation messages', () => {
    expect(
      validatePackaging(
        { name: ' ', purchaseprice: -1, purchaseqty: 0, par_qty: -5, par_unit: 'each' },
        { existingKeys: new Set(), adding: true },
      ),
    ).toEqual({
      name: 'Name is required',
      purchaseprice: 'Purchase price must be 0 or more',
      purchaseqty: 'Purchase quantity must be more than 0',
      par_qty: 'Par level must be 0 or more',
    });
  });

  it('counts a par level in each: 200 each is kept, a weight is refused naming the field (operations-model §3)', () => {
    const values = {
      name: 'Lid',
      purchaseprice: 5,
      purchaseqty: 100,
      par_qty: 200,
      par_unit: 'each',
    };
    const context = { existingKeys: new Set<string>(), adding: true };
    expect(validatePackaging(values, context)).toEqual({});
    expect(packagingFromForm(values).par).toEqual({ qty: 200, unit: 'each' });
    expect(validatePackaging({ ...values, par_unit: 'kg' }, context)).toEqual({
      par_unit: 'Par level unit: kg does not convert to what this item is counted in',
    });
    // No quantity, no par level; a stored one is cleared.
    const stored = packagingFromForm(values);
    expect(packagingFormValues(stored)).toMatchObject({ par_qty: 200, par_unit: 'each' });
    expect(packagingFromForm({ ...values, par_qty: '' })).not.toHaveProperty('par');
    expect(packagingFromForm({ ...values, par_qty: '' }, stored).par).toBeNull();
  });

  it('saves a par level from the form, in each, and shows it; a negative one is named', async () => {
    await venue.store.apply(
      saveItem({
        type: 'packaging',
        foodkey: 'CUP',
        name: 'Cup',
        purchaseprice: 8,
        purchaseqty: 50,
      }),
    );
    const { router } = renderRoutes(routes, '/packaging-item-edit/CUP');
    await screen.findByRole('form', { name: 'Packaging item form' });
    expect(field('Par level unit').value).toBe('each');
    type('Par level', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Par level must be 0 or more')).toBeTruthy();
    type('Par level', '150');
    await pick('Par level unit', 'each');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packaging-items/CUP'));
    await waitFor(async () =>
      expect((await venue.store.itemMap()).get('CUP')?.par).toEqual({ qty: 150, unit: 'each' }),
    );
    expect((await screen.findByTestId('par-level', {}, { timeout: 10_000 })).textContent).toBe(
      '150 each',
    );
  });

  it('adds an item with a live cost each, lists it and deletes it after confirming', async () => {
    const { router } = renderRoutes(routes, '/packaging-item-add/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Clamshell' } });
    type('Purchase price', '12');
    type('Purchase quantity', '48');
    expect(screen.getByTestId('unit-cost-each').textContent).toBe('$0.2500');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packaging-items/CLAMSHELL'));
    expect((await venue.store.itemMap()).get('CLAMSHELL')).toMatchObject({
      type: 'packaging',
      eachcost: 0.25,
    });
    expect(await screen.findByTestId('packaging-detail')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await answerTheDialog(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packaging-items'));
    expect((await venue.store.itemMap()).has('CLAMSHELL')).toBe(false);
    expect(await screen.findByTestId('packaging-empty')).toBeTruthy();
  });

  it('hides costs in restricted mode', async () => {
    await venue.store.apply(
      saveItem({
        type: 'packaging',
        foodkey: 'LID',
        name: 'Lid',
        purchaseprice: 5,
        purchaseqty: 100,
      }),
    );
    renderRoutes(routes, '/packaging-items');
    expect(await screen.findByText('$0.0500')).toBeTruthy();
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    expect(screen.getAllByTestId('packaging-row')).toHaveLength(1);
    expect(screen.queryByTestId('packaging-cost')).toBeNull();
  });

  it('charts the price each over time above the price history', async () => {
    await venue.store.apply(
      saveItem({
        type: 'packaging',
        foodkey: 'LID',
        name: 'Lid',
        purchaseprice: 5,
        purchaseqty: 100,
        pricehistory: [
          { date: '2024-02-01', price: 0.05, unit: 'each' },
          { date: '2024-01-01', price: 0.04, unit: 'each' },
        ],
      }),
    );
    renderRoutes(routes, '/packaging-items/LID');
    expect(
      await screen.findByRole('img', {
        name: 'Price history chart: price per each from 2024-01-01 to 2024-02-01',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('price-history')).toBeTruthy();
  });
});

describe('packaging items in French', { timeout: 30_000 }, () => {
  /** French puts a no-break space before $: compared here as a plain space. */
  const plain = (value: string | null | undefined) => (value ?? '').replace(/\s/g, ' ');

  it('names the fields in French in validation messages', async () => {
    await act(() => i18n.changeLanguage('fr'));
    expect(
      validatePackaging(
        { name: ' ', purchaseprice: -1, purchaseqty: 0, par_qty: '', par_unit: 'each' },
        { existingKeys: new Set(), adding: true },
      ),
    ).toEqual({
      name: 'Nom : obligatoire',
      purchaseprice: "Prix d'achat : doit être 0 ou plus",
      purchaseqty: 'Quantité achetée : doit être supérieur à 0',
    });
  });

  it('lists and shows an item in French, its cost each with a decimal comma', async () => {
    await venue.store.apply(
      saveItem({
        type: 'packaging',
        foodkey: 'LID',
        name: 'Lid',
        purchaseprice: 5,
        purchaseqty: 100,
        par: { qty: 2.5, unit: 'each' },
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/packaging-items');
    await screen.findAllByTestId('packaging-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Emballages');
    expect(screen.getByRole('columnheader', { name: 'Coût unitaire' })).toBeTruthy();
    expect(plain(screen.getByTestId('packaging-cost').textContent)).toBe('0,0500 $');

    fireEvent.click(screen.getByRole('link', { name: 'Lid' }));
    await screen.findByTestId('packaging-detail');
    expect(plain(screen.getByTestId('unit-cost-each').textContent)).toBe('0,0500 $');
    expect(screen.getByTestId('par-level').textContent).toBe('2,5 unité');
    expect(screen.getByRole('link', { name: 'Retour aux emballages' })).toBeTruthy();
  });
});
