import { currentLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { unitText } from './unit-choices';

/**
 * A quantity as it was entered, with its unit, in the interface language: '1.5 kg' in English
 * (the number as stored), '1,5 kg' in French; no unit, the number alone. Not promoted or
 * rounded: a recorded entry reads as it was typed.
 */
export function quantityText(qty: number, unit: string | null | undefined): string {
  const name = unit ?? '';
  if (currentLanguage() === 'en') return `${qty} ${name}`.trim();
  const number = formatNumber(qty, { maximumFractionDigits: 10, useGrouping: false });
  return name === '' ? number : `${number} ${unitText(name)}`;
}
