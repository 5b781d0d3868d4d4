import { formatNumber } from '../../i18n/format';

/**
 * The options of a text that counts something: `count` picks the plural form, `n` is the
 * number as the interface language writes it (3,000 or 3 000).
 */
export const counted = (count: number): { count: number; n: string } => ({
  count,
  n: formatNumber(count),
});
