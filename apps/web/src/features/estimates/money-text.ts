import { roundTo } from '@larder/domain';

const AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of a quote as the customer reads it (operations-model §6): the currency symbol
 * and the amount to the cent with thousands separators ('$1,234.50'); an absent amount is
 * '—', never 0. Unit costs keep costing-model §10's 4 decimals (`formatCost`).
 */
export function moneyText(value: number | null | undefined, currency: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  const cents = roundTo(value, 2);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currency}${AMOUNT.format(Math.abs(cents))}`;
}

/** A number of servings as shown: up to 2 decimals, no trailing zeros ('80', '2.5'). */
export const servingsText = (qty: number): string =>
  Number.isFinite(qty) ? String(roundTo(qty, 2)) : '—';

/** A percent as typed on an estimate: up to 2 decimals ('10%', '12.5%'). */
export const percentFigure = (value: number): string => `${roundTo(value, 2)}%`;
