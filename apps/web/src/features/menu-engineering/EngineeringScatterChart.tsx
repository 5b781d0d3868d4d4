import { MENU_CLASS_LABELS } from '@larder/domain';
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
import { priceText } from '../../components/menus/menu-figures';
import { CLASS_MARKS, MENU_CLASSES, shareText, type ChartData } from './engineering-chart-data';
import { ENGINEERING_CHART_SIZE } from './engineering-chart-size';

const percentTick = (value: number) => `${Math.round(value * 1000) / 10}%`;

/**
 * The scatter chart of a period's dishes (recharts; loaded with the first chart shown):
 * across, each dish's share of units sold; up, its gross profit; the two thresholds as dashed
 * reference lines; one series per class, each with its own colour and point shape.
 */
export default function EngineeringScatterChart({ data }: { data: ChartData }) {
  const { currency } = useCostSettings();
  const money = (value: number | null) => priceText(value, currency);
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
        name="Share of units sold"
        domain={[0, 'auto']}
        padding={{ right: 56 }}
        tickFormatter={percentTick}
        tick={{ fontSize: 11 }}
        height={44}
        label={{ value: 'Share of units sold', position: 'insideBottom', fontSize: 12 }}
      />
      <YAxis
        type="number"
        dataKey="grossProfit"
        name="Gross profit"
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
        label={{
          value: `Popularity ${shareText(data.popularityThreshold)}`,
          position: 'insideTopLeft',
          fontSize: 11,
        }}
      />
      <ReferenceLine
        y={data.profitThreshold}
        stroke="var(--mantine-color-red-6)"
        strokeDasharray="6 4"
        ifOverflow="extendDomain"
        label={{
          value: `Profit ${money(data.profitThreshold)}`,
          position: 'insideTopRight',
          fontSize: 11,
        }}
      />
      <Tooltip
        isAnimationActive={false}
        formatter={(value, name) =>
          name === 'Share of units sold'
            ? [shareText(Number(value)), name]
            : [money(Number(value)), String(name)]
        }
      />
      <Legend verticalAlign="bottom" height={28} itemSorter={null} />
      {MENU_CLASSES.map((menuClass) => (
        <Scatter
          key={menuClass}
          name={MENU_CLASS_LABELS[menuClass]}
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
