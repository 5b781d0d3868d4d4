import type { DiscountKind, DomainIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';
import { moneyText } from './money-text';

/** The fields of an estimate named by their own label (operations-model §6). */
const FIELDS = new Set([
  'title',
  'date',
  'status',
  'customer',
  'customerName',
  'customerEmail',
  'eventKey',
  'lines',
  'extras',
  'discount',
  'taxPercent',
  'notes',
]);
const LINE_FIELDS = new Set(['foodkey', 'qty', 'pricing', 'unitPrice', 'unitCost']);
const EXTRA_FIELDS = new Set(['label', 'amount']);

/** The record path of a field as its catalogue key: 'customer.email' is 'customerEmail'. */
const fieldKey = (path: string): string =>
  path === 'customer.name' ? 'customerName' : path === 'customer.email' ? 'customerEmail' : path;

/** The label of the field at a record path, as its input is labelled ('lines.1.qty' is 'Line 2 servings'). */
export function estimateFieldLabel(path: string): string {
  const [head = '', index, field] = path.split('.');
  const n = Number(index) + 1;
  if (head === 'lines' && field && LINE_FIELDS.has(field)) {
    return i18n.t(`estimates:fields.line.${field as 'qty'}`, { n });
  }
  if (head === 'extras' && field && EXTRA_FIELDS.has(field)) {
    return i18n.t(`estimates:fields.extra.${field as 'label'}`, { n });
  }
  const key = FIELDS.has(fieldKey(path)) ? fieldKey(path) : head;
  return FIELDS.has(key)
    ? i18n.t(`estimates:fields.${key as 'title'}`)
    : i18n.t('estimates:fields.estimate');
}

/** The form field that shows the issue of a record path ('customer.email' -> 'customerEmail'). */
export function formFieldOf(path: string): string {
  const [head, index, field] = path.split('.');
  if (head === 'customer') return index === 'email' ? 'customerEmail' : 'customerName';
  if (head === 'discount') return 'discountValue';
  if (head === 'lines' && index !== undefined) {
    return `lines.${index}.${field === 'unitCost' || !field ? 'foodkey' : field}`;
  }
  if (head === 'extras' && index !== undefined) return `extras.${index}.${field ?? 'label'}`;
  return path;
}

/** What is wrong, in the screen's words, without the field's name. */
function problemText(issue: DomainIssue, currency: string, discountKind: DiscountKind): string {
  if (issue.reason === 'price-missing') {
    return issue.params?.pricing === 'target'
      ? i18n.t('estimates:issues.noCost')
      : i18n.t('estimates:issues.noSalePrice');
  }
  if (issue.reason === 'item-missing') return i18n.t('estimates:issues.recipeMissing');
  const maximum = issue.params?.maximum;
  if (
    issue.reason === 'field-too-large' &&
    issue.path === 'discount' &&
    discountKind === 'amount' &&
    typeof maximum === 'number'
  ) {
    return i18n.t('estimates:issues.discountTooLarge', { maximum: moneyText(maximum, currency) });
  }
  return issueText(issue);
}

/**
 * A refused field of an estimate as the screen says it, naming the field first: 'Discount:
 * must be at most the subtotal, $1,099.58', 'Tax %: must be at least 0', 'Line 1 servings:
 * must be a number' (the domain's DomainIssue, never its English message).
 */
export function estimateIssueText(
  issue: DomainIssue,
  context: { currency: string; discountKind: DiscountKind },
): string {
  const label = estimateFieldLabel(issue.path ?? '');
  const problem = problemText(issue, context.currency, context.discountKind);
  return i18n.t('estimates:issues.field', { label, problem });
}
