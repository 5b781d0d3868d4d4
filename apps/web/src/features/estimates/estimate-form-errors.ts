import type { DiscountKind, DomainIssue } from '@larder/domain';
import { estimateIssueText, formFieldOf } from './estimate-issue-text';
import type { EstimateFormValues } from './estimate-form';

/** The form fields that show their own message (anything else is said above Save). */
const SHOWN_FIELD =
  /^(title|date|status|customerName|customerEmail|discountValue|taxPercent|notes|lines\.\d+\.(foodkey|qty|pricing|unitPrice)|extras\.\d+\.(label|amount))$/;

/** The figures the totals are made of: their refusals are shown while they are typed. */
const LIVE_FIELD = /^(discountValue|taxPercent|lines\.\d+\.(qty|unitPrice)|extras\.\d+\.amount)$/;

export interface IssueContext {
  currency: string;
  discountKind: DiscountKind;
}

/** True for a form field that shows its own message. */
export const isShownField = (field: string): boolean => SHOWN_FIELD.test(field);

/** The message of each refused field of the form, by form field, the first issue of each. */
export function estimateFormErrors(
  issues: ReadonlyMap<string, DomainIssue>,
  context: IssueContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, found] of issues) {
    const field = formFieldOf(path);
    errors[field] ??= estimateIssueText(found, context);
  }
  return errors;
}

/** The value of a form field by its path ('lines.0.qty'). */
function valueAt(values: EstimateFormValues, field: string): unknown {
  let value: unknown = values;
  for (const step of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const blank = (value: unknown): boolean =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The refusals shown while the figures are typed (operations-model §10: a discount above the
 * subtotal, a negative tax, a figure that is not a number): only for figures of the totals
 * that hold something, so a row just added is not marked before Save.
 */
export function liveFormErrors(
  issues: ReadonlyMap<string, DomainIssue>,
  values: EstimateFormValues,
  context: IssueContext,
): Record<string, string> {
  const all = estimateFormErrors(issues, context);
  const live: Record<string, string> = {};
  for (const [field, text] of Object.entries(all)) {
    if (LIVE_FIELD.test(field) && !blank(valueAt(values, field))) live[field] = text;
  }
  return live;
}
