import type { MenuClass } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import type { Engineering } from './engineering-rows';
import { shareText } from './figure-text';

/** The classes in the order of the chart's legend and the summary. */
export const MENU_CLASSES: readonly MenuClass[] = ['star', 'plowhorse', 'puzzle', 'dog'];

/** Each class's colour and point shape on the chart (shape too, so colour is not the only cue). */
export const CLASS_MARKS: Readonly<
  Record<MenuClass, { color: string; shape: 'star' | 'square' | 'diamond' | 'triangle' }>
> = {
  star: { color: 'var(--mantine-color-yellow-7)', shape: 'star' },
  plowhorse: { color: 'var(--mantine-color-blue-6)', shape: 'square' },
  puzzle: { color: 'var(--mantine-color-grape-6)', shape: 'diamond' },
  dog: { color: 'var(--mantine-color-gray-6)', shape: 'triangle' },
};

/** One dish on the chart: x = its share of units sold, y = its gross profit. */
export interface ChartPoint {
  readonly foodkey: string;
  readonly name: string;
  readonly share: number;
  readonly grossProfit: number;
}

/** The chart's points by class (the classified dishes only), and its thresholds. */
export interface ChartData {
  readonly points: Readonly<Record<MenuClass, readonly ChartPoint[]>>;
  readonly popularityThreshold: number;
  readonly profitThreshold: number;
}

/** The chart of a period; null when no dish is classified (nothing sold, or no figures). */
export function chartData(engineering: Engineering): ChartData | null {
  const { popularityThreshold, profitThreshold } = engineering;
  if (popularityThreshold === null || profitThreshold === null) return null;
  const points: Record<MenuClass, ChartPoint[]> = { star: [], plowhorse: [], puzzle: [], dog: [] };
  for (const row of engineering.rows) {
    if (row.class === null || row.share === null || row.grossProfit === null) continue;
    points[row.class].push({
      foodkey: row.foodkey,
      name: row.name,
      share: row.share,
      grossProfit: row.grossProfit,
    });
  }
  if (MENU_CLASSES.every((c) => points[c].length === 0)) return null;
  return { points, popularityThreshold, profitThreshold };
}

/** What the chart shows, for assistive technology (the table beside it holds every value). */
export function chartLabel(data: ChartData, cost: (value: number) => string): string {
  const counts = MENU_CLASSES.map((c) =>
    i18n.t(`menu-engineering:classes.count.${c}`, { count: data.points[c].length }),
  ).join(', ');
  return i18n.t('menu-engineering:chart.label', {
    share: shareText(data.popularityThreshold),
    profit: cost(data.profitThreshold),
    counts,
  });
}
