import { roundTo } from '@larder/domain';
import { formatMoney, formatNumber } from '../../i18n/format';

/**
 * A figure rounded to `decimals` and written as the interface language writes numbers
 * ('2.5' or '2,5'), without thousands separators, as the recipe screens always showed them.
 */
export const numberText = (value: number, decimals: number): string =>
  formatNumber(roundTo(value, decimals), {
    maximumFractionDigits: decimals,
    useGrouping: false,
  });

/** A food cost percentage: one decimal and '%' ('28.5%', '28,5 %'); an absent one is '—'. */
export const percentText = (value: number | null): string =>
  value === null
    ? '—'
    : formatNumber(value / 100, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        useGrouping: false,
      });

/** A tax or target percent as typed: up to 2 decimals ('10%', '12.5%'); absent is '—'. */
export const taxText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatNumber(roundTo(value, 2) / 100, {
        style: 'percent',
        maximumFractionDigits: 2,
        useGrouping: false,
      })
    : '—';

/** A selling price or profit to the cent with the currency symbol; absent is '—', never 0. */
export const priceText = (value: number | null | undefined, currency: string): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatMoney(roundTo(value, 2), currency)
    : '—';

/** A price ending ('.95') with the decimal mark of the interface language (',95'). */
export const priceEndingText = (ending: string): string =>
  ending.replace('.', formatNumber(1.5).charAt(1));
