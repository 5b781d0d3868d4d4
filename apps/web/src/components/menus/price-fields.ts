import { salePriceIssue, taxPercentIssue, type DomainIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';
import { toNumber, type NumberValue } from '../catalogue/number-value';

/**
 * Labels of the selling price fields, as forms and tables name them, in the interface
 * language (read when asked for: the language may change).
 */
export const PRICE_FIELD_LABELS = {
  get saleprice(): string {
    return i18n.t('components:menus.salePrice');
  },
  get taxpercent(): string {
    return i18n.t('components:menus.taxPercent');
  },
};

const isBlank = (value: NumberValue) => typeof value === 'string' && value.trim() === '';

const text = (label: string, issue: DomainIssue | null) =>
  issue ? i18n.t('components:menus.fieldIssue', { label, issue: issueText(issue) }) : null;

/**
 * What is wrong with a typed sale price, starting with the field's label ('Sale price must be
 * above 0', operations-model §7); null when it may be saved. Blank is no price and may be.
 */
export function salePriceError(
  value: NumberValue,
  label: string = PRICE_FIELD_LABELS.saleprice,
): string | null {
  if (isBlank(value)) return null;
  return text(label, salePriceIssue(toNumber(value) ?? Number.NaN));
}

/**
 * What is wrong with a typed tax percent ('Tax % must be below 100'); null when it may be
 * saved. Blank (the venue's tax) may be.
 */
export function taxPercentError(
  value: NumberValue,
  label: string = PRICE_FIELD_LABELS.taxpercent,
): string | null {
  if (isBlank(value)) return null;
  return text(label, taxPercentIssue(toNumber(value) ?? Number.NaN));
}
