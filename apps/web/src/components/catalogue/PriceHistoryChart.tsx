import { Box } from '@mantine/core';
import type { PriceHistoryEntry } from '@larder/domain';
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useCostSettings } from './catalogue-context';
import { priceSeries, priceSeriesLabel } from './price-history-series';

const WIDTH = 400;
const HEIGHT = 180;

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
  const { cost } = useCostSettings();
  const series = useMemo(() => priceSeries(entries), [entries]);
  if (!series) return null;
  const data = series.points.map((p) => ({ ...p }));
  return (
    <Box
      role="img"
      aria-label={priceSeriesLabel(series)}
      data-testid="price-history-chart"
      maw="100%"
      style={{ overflowX: 'auto' }}
    >
      <LineChart
        width={WIDTH}
        height={HEIGHT}
        data={data}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis
          width={72}
          tick={{ fontSize: 11 }}
          tickFormatter={(value: number) => cost(value)}
          domain={['auto', 'auto']}
        />
        <Tooltip
          formatter={(value) => [cost(Number(value)), `Price per ${series.unit}`]}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="price"
          stroke="var(--mantine-color-blue-6)"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </Box>
  );
}
