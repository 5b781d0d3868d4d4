import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  LabelList,
  Legend,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatNumber } from '../../i18n/format';
import { CLASS_MARKS, MENU_CLASSES, type ChartData } from './engineering-chart-data';
import { ENGINEERING_CHART_SIZE } from './engineering-chart-size';
import { classLabel, moneyText, shareText } from './figure-text';

/**
 * The scatter chart of a period's dishes (recharts; loaded with the first chart shown):
 * across, each dish's share of units sold; up, its gross profit; the two thresholds as dashed
 * reference lines; one series per class, each with its own colour and point shape.
 */
export default function EngineeringScatterChart({ data }: { data: ChartData }) {
  const { t } = useTranslation('menu-engineering');
  const { currency } = useCostSettings();
  const money = (value: number | null) => moneyText(value, currency);
  const shareName = t('chart.share');
  /** An axis tick: the share as a percent, to one decimal at most ('11.7%', '20%'). */
  const percentTick = (value: number) =>
    t('figures.percent', {
      value: formatNumber(Math.round(value * 1000) / 10, {
        maximumFractionDigits: 1,
        useGrouping: false,
      }),
    });
  /** The across axis's name and the two thresholds' labels, where each is drawn. */
  const labels = {
    axis: { value: shareName, position: 'insideBottom', fontSize: 12 },
    popularity: {
      value: t('chart.popularityLine', { share: shareText(data.popularityThreshold) }),
      position: 'insideTopLeft',
      fontSize: 11,
    },
    profit: {
      value: t('chart.profitLine', { profit: money(data.profitThreshold) }),
      position: 'insideTopRight',
      fontSize: 11,
    },
  } as const;
  return (
    <ScatterChart
      width={ENGINEERING_CHART_SIZE.width}
      height={ENGINEERING_CHART_SIZE.height}
      margin={{ top: 16, right: 24, bottom: 16, left: 8 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis
        type="number"
        dataKey="share"
        name={shareName}
        domain={[0, 'auto']}
        padding={{ right: 56 }}
        tickFormatter={percentTick}
        tick={{ fontSize: 11 }}
        height={44}
        label={labels.axis}
      />
      <YAxis
        type="number"
        dataKey="grossProfit"
        name={t('chart.profit')}
        width={80}
        domain={['auto', 'auto']}
        tickFormatter={(value: number) => money(value)}
        tick={{ fontSize: 11 }}
      />
      <ReferenceLine
        x={data.popularityThreshold}
        stroke="var(--mantine-color-red-6)"
        strokeDasharray="6 4"
        ifOverflow="extendDomain"
        label={labels.popularity}
      />
      <ReferenceLine
        y={data.profitThreshold}
        stroke="var(--mantine-color-red-6)"
        strokeDasharray="6 4"
        ifOverflow="extendDomain"
        label={labels.profit}
      />
      <Tooltip
        isAnimationActive={false}
        formatter={(value, name) =>
          name === shareName
            ? [shareText(Number(value)), name]
            : [money(Number(value)), String(name)]
        }
      />
      <Legend verticalAlign="bottom" height={28} itemSorter={null} />
      {MENU_CLASSES.map((menuClass) => (
        <Scatter
          key={menuClass}
          name={classLabel(menuClass)}
          data={[...data.points[menuClass]]}
          fill={CLASS_MARKS[menuClass].color}
          shape={CLASS_MARKS[menuClass].shape}
          legendType={CLASS_MARKS[menuClass].shape}
          isAnimationActive={false}
          className={`engineering-points-${menuClass}`}
        >
          <LabelList dataKey="name" position="right" fontSize={10} />
        </Scatter>
      ))}
    </ScatterChart>
  );
}
