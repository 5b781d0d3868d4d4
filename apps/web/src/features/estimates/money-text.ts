import { roundTo } from '@larder/domain';
import { formatMoney, formatNumber } from '../../i18n/format';

/**
 * An amount of a quote as the customer reads it (operations-model §6): the currency symbol
 * and the amount to the cent with thousands separators, as the interface language writes
 * them ('$1,234.50', '1 234,50 $'); an absent amount is '—', never 0. Unit costs keep
 * costing-model §10's 4 decimals (`formatCost`).
 */
export function moneyText(value: number | null | undefined, currency: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return formatMoney(roundTo(value, 2), currency);
}

/** A number of servings as shown: up to 2 decimals, no trailing zeros ('80', '2.5', '2,5'). */
export const servingsText = (qty: number): string =>
  Number.isFinite(qty)
    ? formatNumber(roundTo(qty, 2), { maximumFractionDigits: 2, useGrouping: false })
    : '—';

/** A percent as typed on an estimate: up to 2 decimals ('10%', '12.5%', '12,5 %'). */
export const percentFigure = (value: number): string =>
  formatNumber(roundTo(value, 2) / 100, {
    style: 'percent',
    maximumFractionDigits: 2,
    useGrouping: false,
  });
