import { unitLabel } from '@larder/domain';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';

/** A stored number as the interface language writes it, every decimal kept: 1.5 or 1,5. */
export const numberText = (value: number | null | undefined): string =>
  formatNumber(value, { maximumFractionDigits: 10, useGrouping: false });

/** A unit as the interface shows it: as stored in English, by its French name in French. */
export function unitText(unit: string | null | undefined, value = 1): string {
  const language = currentLanguage();
  if (!unit || language === 'en') return unit ?? '';
  return unitLabel(unit, value, language);
}

/** A number with its unit: '50 g', '12 bottle', '1,5 tasse'. */
export const amountText = (value: number | null | undefined, unit: string | null | undefined) =>
  `${numberText(value)} ${unitText(unit, value ?? 1)}`;
