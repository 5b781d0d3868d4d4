import { Box } from '@mantine/core';
import type { PriceHistoryEntry } from '@larder/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_CHART_SIZE, priceSeries, priceSeriesLabel } from './price-history-series';

/** The chart library comes with the first chart shown, not with the app. */
const PriceHistoryLineChart = lazy(() => import('./PriceHistoryLineChart'));

/**
 * A small line chart of an item's price per g, mL or each over time (the unit of the newest
 * entry), drawn from 2 entries of that unit; nothing otherwise. The table beside it holds
 * every value, so the chart is one image for assistive technology.
 */
export function PriceHistoryChart({
  entries,
}: {
  entries: readonly PriceHistoryEntry[] | null | undefined;
}) {
  // Named again in the new language when it changes.
  useTranslation('components');
  const series = useMemo(() => priceSeries(entries), [entries]);
  if (!series) return null;
  return (
    <Box
      role="img"
      aria-label={priceSeriesLabel(series)}
      data-testid="price-history-chart"
      maw="100%"
      mih={PRICE_CHART_SIZE.height}
      style={{ overflowX: 'auto' }}
    >
      <Suspense fallback={null}>
        <PriceHistoryLineChart series={series} />
      </Suspense>
    </Box>
  );
}
