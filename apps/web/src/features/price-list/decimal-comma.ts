import type { PriceListRow } from '@larder/domain';
import { currentLanguage } from '../../i18n/i18n';

/** The number fields of a price list row. */
const NUMBER_FIELDS = [
  'purchaseprice',
  'purchaseqty',
  'package_qty1',
  'package_qty2',
  'package_qty3',
] as const;

const DECIMAL_COMMA = /^-?\d*,\d+$/;

/**
 * The row with its numbers read as the interface language writes them: in French a cell
 * '36,50' is 36.5, as French spreadsheets write it; in English the cells are left as they are
 * ('1,000' stays refused rather than read as 1).
 */
export function withDecimalCommas(row: PriceListRow): PriceListRow {
  if (currentLanguage() !== 'fr') return row;
  const read: Record<string, unknown> = { ...row };
  for (const field of NUMBER_FIELDS) {
    const value = read[field];
    if (typeof value === 'string' && DECIMAL_COMMA.test(value.trim())) {
      read[field] = Number(value.trim().replace(',', '.'));
    }
  }
  return read as PriceListRow;
}
