import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { ingredientFormRoutes } from './ingredient-form-routes';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { setUpTestVenue } from '../../test/test-venue';

const venue = setUpTestVenue();

const openFlour = async () => {
  renderRoutes(ingredientFormRoutes, '/ingredients/FLOUR');
  await screen.findByTestId('ingredient-detail');
};

describe('ingredient price history with a chart', { timeout: 30_000 }, () => {
  it('charts the price per g above the table from 2 entries', async () => {
    await venue.seed({
      ...FLOUR_BY_THE_KG,
      pricehistory: [
        { date: '2024-01-10', price: 0.001, unit: 'g' },
        { date: '2024-03-01', price: 0.0012, unit: 'g' },
      ],
    });
    await openFlour();
    const chart = screen.getByRole('img', {
      name: 'Price history chart: price per g from 2024-01-10 to 2024-03-01',
    });
    const table = screen.getByTestId('price-history');
    expect(chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws no chart from one entry', async () => {
    await venue.seed({
      ...FLOUR_BY_THE_KG,
      pricehistory: [{ date: '2024-01-10', price: 0.001, unit: 'g' }],
    });
    await openFlour();
    expect(screen.getByTestId('price-history')).toBeTruthy();
    expect(screen.queryByTestId('price-history-chart')).toBeNull();
  });

  it('hides the chart in restricted mode (no money shown)', async () => {
    await venue.seed({
      ...FLOUR_BY_THE_KG,
      pricehistory: [
        { date: '2024-01-10', price: 0.001, unit: 'g' },
        { date: '2024-03-01', price: 0.0012, unit: 'g' },
      ],
    });
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    await openFlour();
    expect(screen.queryByTestId('price-history-chart')).toBeNull();
  });
});
