import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { useTranslation } from 'react-i18next';
import { chartLabel, type ChartData } from './engineering-chart-data';
import { ENGINEERING_CHART_SIZE } from './engineering-chart-size';
import { moneyText } from './figure-text';

/** The chart library comes with the first chart shown, not with the app. */
const EngineeringScatterChart = lazy(() => import('./EngineeringScatterChart'));

/**
 * The scatter chart of a period's classes (operations-model §7). The table beside it holds
 * every value, so the chart is one image for assistive technology, named by what it shows.
 */
export function EngineeringChart({ data }: { data: ChartData }) {
  // Drawn again in the language the interface changes to.
  useTranslation('menu-engineering');
  const { currency } = useCostSettings();
  const money = (value: number | null) => moneyText(value, currency);
  return (
    <Box
      role="img"
      aria-label={chartLabel(data, money)}
      data-testid="engineering-chart"
      maw="100%"
      mih={ENGINEERING_CHART_SIZE.height}
      style={{ overflowX: 'auto' }}
    >
      <Suspense fallback={null}>
        <EngineeringScatterChart data={data} />
      </Suspense>
    </Box>
  );
}
