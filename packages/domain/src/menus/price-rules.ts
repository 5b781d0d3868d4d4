import { issue, type DomainIssue, type IssueParams } from '../errors';

const refused = (
  reason: DomainIssue['reason'],
  path: string,
  params: IssueParams,
): DomainIssue => ({ ...issue(reason, path), params });

/**
 * The refusal of a sale price typed for a recipe (operations-model §7, product spec §3
 * `saleprice`): a price must be above 0, since a price of 0 is no price at all. Null when the
 * price may be saved. `path` names the field ('saleprice' by default).
 */
export function salePriceIssue(value: number, path = 'saleprice'): DomainIssue | null {
  if (!Number.isFinite(value)) return refused('field-type', path, { expected: 'number' });
  return value > 0 ? null : refused('field-too-small', path, { above: 0 });
}

/**
 * The refusal of a tax percent (operations-model §7: the tax included in a sale price, the
 * recipe's own or the venue's): 0 or more and below 100. Null when it may be saved.
 */
export function taxPercentIssue(value: number, path = 'taxpercent'): DomainIssue | null {
  if (!Number.isFinite(value)) return refused('field-type', path, { expected: 'number' });
  if (value < 0) return refused('field-too-small', path, { minimum: 0 });
  return value < 100 ? null : refused('field-too-large', path, { below: 100 });
}
