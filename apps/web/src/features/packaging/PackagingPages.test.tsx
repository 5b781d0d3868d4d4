import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { answerTheDialog } from '../../test/dialogs';
import { type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { PackagingAddPage, PackagingDetailPage, PackagingItemsPage } from './PackagingPages';
import { validatePackaging } from './packaging-form';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();

const routes = [
  { path: '/packaging-items', element: <PackagingItemsPage /> },
  { path: '/packaging-items/:foodkey', element: <PackagingDetailPage /> },
  { path: '/packaging-item-add/:key', element: <PackagingAddPage /> },
];

describe('packaging items', { timeout: 30_000 }, () => {
  it('names the field in validation messages', () => {
    expect(
      validatePackaging(
        { name: ' ', purchaseprice: -1, purchaseqty: 0 },
        { existingKeys: new Set(), adding: true },
      ),
    ).toEqual({
      name: 'Name is required',
      purchaseprice: 'Purchase price must be 0 or more',
      purchaseqty: 'Purchase quantity must be more than 0',
    });
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
