import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from './catalogue-context';
import { PRICE_CHART_SIZE, type PriceSeries } from './price-history-series';
import { unitText } from './unit-choices';

/** A point's time as its day (YYYY-MM-DD), as the series made it from the day. */
const dayText = (time: unknown): string => new Date(Number(time)).toISOString().slice(0, 10);

/** The line of a price series (recharts; loaded with the first chart shown). */
export default function PriceHistoryLineChart({ series }: { series: PriceSeries }) {
  const { t } = useTranslation('components');
  const { cost } = useCostSettings();
  return (
    <LineChart
      width={PRICE_CHART_SIZE.width}
      height={PRICE_CHART_SIZE.height}
      data={series.points}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="time"
        type="number"
        scale="time"
        domain={['dataMin', 'dataMax']}
        tickFormatter={dayText}
        tick={{ fontSize: 11 }}
        minTickGap={16}
      />
      <YAxis
        width={72}
        tick={{ fontSize: 11 }}
        tickFormatter={(value: number) => cost(value)}
        domain={['auto', 'auto']}
      />
      <Tooltip
        formatter={(value) => [
          cost(Number(value)),
          t('priceHistory.pricePerUnit', { unit: unitText(series.unit) }),
        ]}
        labelFormatter={dayText}
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
  );
}
