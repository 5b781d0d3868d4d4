import { roundTo } from '@larder/domain';

/** A food cost percentage as shown: one decimal and '%'; an absent one is '—'. */
export const percentText = (value: number | null): string =>
  value === null ? '—' : `${value.toFixed(1)}%`;

/** A cost as shown, or '—' when it is absent (never 0 or NaN). */
export const costOrDash = (cost: (value: number) => string, value: number | null): string =>
  value === null ? '—' : cost(value);

const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A selling price or profit as a menu shows it: the currency symbol and the amount to the cent
 * ('$12.95', '$1,250.00'); an absent one is '—', never 0. Costs keep their 4 decimals.
 */
export function priceText(value: number | null | undefined, currency: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  const cents = roundTo(value, 2);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currency}${CENTS.format(Math.abs(cents))}`;
}

/** A tax or target percent as typed: up to 2 decimals ('10%', '12.5%'); absent is '—'. */
export const taxText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? `${roundTo(value, 2)}%` : '—';
