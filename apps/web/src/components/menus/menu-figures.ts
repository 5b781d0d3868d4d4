import { roundTo } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { formatMoney, formatNumber } from '../../i18n/format';

/** A percentage as the interface language writes it: '15.0%' in English, '15,0 %' in French. */
const percent = (value: string): string => i18n.t('components:menus.percent', { value });

/** A food cost percentage as shown: one decimal and '%'; an absent one is '—'. */
export const percentText = (value: number | null): string =>
  value === null
    ? '—'
    : percent(
        formatNumber(value, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }),
      );

/** A cost as shown, or '—' when it is absent (never 0 or NaN). */
export const costOrDash = (cost: (value: number) => string, value: number | null): string =>
  value === null ? '—' : cost(value);

/**
 * A selling price or profit as a menu shows it: the currency symbol and the amount to the cent,
 * as the interface language writes them ('$1,250.00', '1 250,00 $'); an absent one is '—',
 * never 0. The public venue sites write prices the domain's way (`priceText` of the domain).
 */
export const priceText = (value: number | null | undefined, currency: string): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatMoney(roundTo(value, 2), currency)
    : '—';

/** A tax or target percent as typed: up to 2 decimals ('10%', '12.5%'); absent is '—'. */
export const taxText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? percent(formatNumber(roundTo(value, 2) + 0, { maximumFractionDigits: 2, useGrouping: false }))
    : '—';
