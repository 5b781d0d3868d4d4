import { roundTo } from './round';

const CENTS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A selling price or profit as a menu shows it: the currency symbol and the amount to the cent
 * ('$12.95', '$1,250.00'); an absent one is '—', never 0. Costs keep their 4 decimals. The app's
 * menus and the public venue sites both show prices this way.
 */
export function priceText(value: number | null | undefined, currency: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  const cents = roundTo(value, 2);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currency}${CENTS.format(Math.abs(cents))}`;
}
