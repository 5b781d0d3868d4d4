import {
  INVALID_PRICE_LIST_ITEM,
  PRICE_LIST_FIELD_LABELS,
  PRICE_LIST_FIELDS,
  type DomainIssue,
  type PriceListField,
  type PriceListRowPlan,
  type PriceListRowStatus,
} from '@larder/domain';

const FIELD_LABELS: Readonly<Record<string, string>> = PRICE_LIST_FIELD_LABELS;

const isField = (path: string | undefined): path is PriceListField =>
  PRICE_LIST_FIELDS.includes(path as PriceListField);

/** An issue as text naming its field: 'Purchase price: Price must be 0 or more'. */
export function issueText(issue: DomainIssue): string {
  const label = isField(issue.path) ? FIELD_LABELS[issue.path] : undefined;
  return label ? `${label}: ${issue.message}` : issue.message;
}

/** Short names of the row outcomes, as the preview and the report show them. */
export const STATUS_LABELS: Readonly<Record<PriceListRowStatus, string>> = {
  update: 'Update',
  unchanged: 'Unchanged',
  invalid: INVALID_PRICE_LIST_ITEM,
  unmatched: 'Not matched',
  duplicate: 'Listed twice',
};

/** What a row's outcome means, in a sentence. */
export function rowResultText(plan: PriceListRowPlan, lineOfFirst?: number): string {
  switch (plan.status) {
    case 'update':
      return 'The new purchase data will be saved.';
    case 'unchanged':
      return plan.row.purchaseprice === undefined || String(plan.row.purchaseprice).trim() === ''
        ? 'No price given: nothing to change.'
        : 'Same purchase data as now.';
    case 'invalid':
      return plan.issues.map(issueText).join('; ');
    case 'unmatched':
      return 'No ingredient of this supplier has this code or name.';
    case 'duplicate':
      return lineOfFirst === undefined
        ? 'An earlier row already updates this ingredient.'
        : `Row ${lineOfFirst} already updates this ingredient.`;
  }
}

/** Text of a cell value as read from the file. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim();
