import { salePriceIssue, taxPercentIssue, type DomainIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { toNumber, type NumberValue } from '../catalogue/number-value';

/** Labels of the selling price fields, as forms and tables name them. */
export const PRICE_FIELD_LABELS = { saleprice: 'Sale price', taxpercent: 'Tax %' } as const;

const isBlank = (value: NumberValue) => typeof value === 'string' && value.trim() === '';

const text = (label: string, issue: DomainIssue | null) =>
  issue ? `${label} ${issueText(issue)}` : null;

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
