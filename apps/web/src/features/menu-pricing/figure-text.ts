import { roundTo } from '@larder/domain';
import { formatCost, formatMoney, formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

/** What an absent figure shows: never 0. */
const ABSENT = '—';

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A figure already written as a number, with the percent sign as the language puts it. */
const percent = (value: string): string => i18n.t('menu-pricing:figures.percent', { value });

/** A sale price, net price or profit to the cent with the currency ('$12.95', '12,95 $'). */
export const priceText = (value: number | null | undefined, currency: string): string =>
  finite(value) ? formatMoney(roundTo(value, 2), currency) : ABSENT;

/** A cost per serving to 4 decimals, as costing-model §10 shows it ('$1.2750'). */
export const costText = (value: number | null | undefined, currency: string): string =>
  finite(value) ? formatCost(value, currency) : ABSENT;

/** A food cost percentage with one decimal ('25.5%', '25,5 %'). */
export const foodCostText = (value: number | null | undefined): string =>
  finite(value)
    ? percent(
        formatNumber(value, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }),
      )
    : ABSENT;

/** A tax or target percent as typed: up to 2 decimals ('10%', '12.5%', '12,5 %'). */
export const taxText = (value: number | null | undefined): string =>
  finite(value)
    ? percent(formatNumber(roundTo(value, 2), { maximumFractionDigits: 2, useGrouping: false }))
    : ABSENT;
