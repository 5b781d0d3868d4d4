import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
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
