import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { theme } from '../theme';
import { PriceHistoryTable } from './PriceHistoryTable';
import { PriceHistoryChart } from './PriceHistoryChart';

const renderChart = (entries: Parameters<typeof PriceHistoryChart>[0]['entries']) =>
  render(
    <MantineProvider theme={theme} env="test">
      <PriceHistoryChart entries={entries} />
    </MantineProvider>,
  );

describe('PriceHistoryChart (price history with a chart)', () => {
  it('draws a line of the price per unit from 2 entries, named for assistive technology', async () => {
    renderChart([
      { date: '2024-01-10', price: 0.0012, unit: 'g' },
      { date: '2024-03-01', price: 0.0014, unit: 'g' },
    ]);
    const chart = screen.getByRole('img', {
      name: 'Price history chart: price per g from 2024-01-10 to 2024-03-01',
    });
    expect(chart.dataset.testid).toBe('price-history-chart');
    await waitFor(() => expect(chart.querySelector('svg .recharts-line')).not.toBeNull());
    expect(chart.textContent).toContain('$0.0012');
  });

  it('draws nothing from a single entry', () => {
    renderChart([{ date: '2024-01-10', price: 0.3, unit: 'each' }]);
    expect(screen.queryByTestId('price-history-chart')).toBeNull();
  });
});

describe('price history in French', () => {
  it('names the chart and writes the prices the French way', async () => {
    const entries = [
      { date: '2024-01-10', price: 0.0012, unit: 'each' },
      { date: '2024-03-01', price: 1234.5, unit: 'each' },
    ];
    render(
      <MantineProvider theme={theme} env="test">
        <PriceHistoryChart entries={entries} />
        <PriceHistoryTable entries={entries} />
      </MantineProvider>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(
      screen.getByRole('img', {
        name: 'Graphique de l’historique des prix : prix par unité du 2024-01-10 au 2024-03-01',
      }),
    ).toBeTruthy();
    const table = screen.getByTestId('price-history');
    expect(table.textContent).toContain('Prix');
    expect(table.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 234,5000 $ / unité');
  });
});
