import { quantityTextOf, unitLabel, type ParLevel } from '@larder/domain';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';

/** A par level as the item page shows it: '200 each' in English, '200 unité' in French. */
export function parLevelText(par: ParLevel | null | undefined): string {
  if (!par) return '';
  const language = currentLanguage();
  if (language === 'en') return quantityTextOf(par.qty, par.unit);
  const qty = formatNumber(par.qty, { maximumFractionDigits: 10, useGrouping: false });
  return `${qty} ${unitLabel(par.unit, par.qty, language)}`;
}
