import { roundTo, type MenuClass } from '@larder/domain';
import { formatMoney, formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

/** A gross profit or threshold to the cent with the currency ('$9.42', '9,42 $'); absent is '—'. */
export const moneyText = (value: number | null | undefined, currency: string): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatMoney(roundTo(value, 2), currency)
    : '—';

/** A share as a percent with one decimal ('11.7%', '11,7 %'); absent is '—'. */
export const shareText = (share: number | null): string =>
  share === null
    ? '—'
    : i18n.t('menu-engineering:figures.percent', {
        value: formatNumber(share * 100, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }),
      });

/** What a class of dishes is called: Star, Plowhorse, Puzzle or Dog (Vedette... in French). */
export const classLabel = (menuClass: MenuClass): string =>
  i18n.t(`menu-engineering:classes.${menuClass}`);
