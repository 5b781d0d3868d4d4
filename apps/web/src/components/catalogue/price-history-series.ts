import { dayOf, type PriceHistoryEntry } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { unitText } from './unit-choices';

/** One point of a price history chart: a day (YYYY-MM-DD) and the price per unit that day. */
export interface PricePoint {
  readonly day: string;
  /** The day as ms since 1970 (UTC midnight): the chart spaces points by time. */
  readonly time: number;
  readonly price: number;
}

/** The points a price history chart draws, all in one unit (g, mL or each). */
export interface PriceSeries {
  readonly unit: string;
  readonly points: readonly PricePoint[];
}

/**
 * The price history to chart: the dated entries with a price in the unit of the newest
 * entry, oldest first, one per day (the later one of a day); null with fewer than 2 of them
 * (one price is no line).
 */
export function priceSeries(
  entries: readonly PriceHistoryEntry[] | null | undefined,
): PriceSeries | null {
  const dated: { day: string; price: number; unit: string }[] = [];
  for (const entry of entries ?? []) {
    const day = dayOf(entry.date);
    const { price, unit } = entry;
    if (day === null || !unit || typeof price !== 'number' || !Number.isFinite(price)) continue;
    dated.push({ day, price, unit });
  }
  if (dated.length < 2) return null;
  // Stable: entries of the same day keep their order, so the later one wins below.
  dated.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const unit = dated[dated.length - 1]!.unit;
  const byDay = new Map<string, number>();
  for (const d of dated) if (d.unit === unit) byDay.set(d.day, d.price);
  if (byDay.size < 2) return null;
  return {
    unit,
    points: [...byDay].map(([day, price]) => ({
      day,
      time: Date.parse(`${day}T00:00:00Z`),
      price,
    })),
  };
}

/** The chart's accessible name. */
export const priceSeriesLabel = (series: PriceSeries): string =>
  i18n.t('components:priceHistory.chartLabel', {
    unit: unitText(series.unit),
    from: series.points[0]?.day ?? '',
    to: series.points[series.points.length - 1]?.day ?? '',
  });

/** The drawn size of the price history chart, in px. */
export const PRICE_CHART_SIZE = { width: 400, height: 180 } as const;
