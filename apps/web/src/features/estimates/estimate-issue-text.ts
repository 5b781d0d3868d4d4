import type { DiscountKind, DomainIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { moneyText } from './money-text';

/** The name of each field of an estimate, as its input is labelled (operations-model §6). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  date: 'Date',
  status: 'Status',
  customer: 'Customer',
  'customer.name': 'Customer name',
  'customer.email': 'Customer e-mail',
  eventKey: 'Event',
  lines: 'Lines',
  extras: 'Extras',
  discount: 'Discount',
  taxPercent: 'Tax %',
  notes: 'Notes',
};

/** The name of each field of a recipe line and of an extra line, after 'Line 2 '. */
const LINE_FIELDS: Readonly<Record<string, string>> = {
  foodkey: 'recipe',
  qty: 'servings',
  pricing: 'pricing',
  unitPrice: 'price',
  unitCost: 'recipe',
};
const EXTRA_FIELDS: Readonly<Record<string, string>> = { label: 'label', amount: 'amount' };

/** The label of the field at a record path ('lines.1.qty' is 'Line 2 servings'). */
export function estimateFieldLabel(path: string): string {
  const [head, index, field] = path.split('.');
  const n = Number(index) + 1;
  if (head === 'lines' && field && LINE_FIELDS[field]) return `Line ${n} ${LINE_FIELDS[field]}`;
  if (head === 'extras' && field && EXTRA_FIELDS[field]) return `Extra ${n} ${EXTRA_FIELDS[field]}`;
  return FIELD_LABELS[path] ?? FIELD_LABELS[head ?? ''] ?? 'Estimate';
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
      ? 'the recipe has no cost per serving yet: type a price'
      : 'the recipe has no sale price: type a price, or price it at the target food cost';
  }
  if (issue.reason === 'item-missing') return 'the recipe is not found; it may have been deleted';
  const maximum = issue.params?.maximum;
  if (
    issue.reason === 'field-too-large' &&
    issue.path === 'discount' &&
    discountKind === 'amount' &&
    typeof maximum === 'number'
  ) {
    return `must be at most the subtotal, ${moneyText(maximum, currency)}`;
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
  return `${label}: ${problemText(issue, context.currency, context.discountKind)}`;
}
