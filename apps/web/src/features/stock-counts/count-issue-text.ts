import type { DomainIssue } from '@larder/domain';
import { recordIssueText } from '../../components/catalogue/record-field-names';
import type { ItemRow } from './count-rows';

/**
 * What is wrong with a count row, naming the field (operations-model §4): 'Quantity: must be
 * at least 0'; a unit the item does not convert to says which ('Unit: Box cannot be counted
 * in kg').
 */
export function countIssueText(issue: DomainIssue, row: Pick<ItemRow, 'name'>): string {
  const unit = issue.params?.unit;
  if (issue.path === 'unit' && issue.reason === 'dimension-mismatch') {
    return typeof unit === 'string' && unit !== ''
      ? `Unit: ${row.name} cannot be counted in ${unit}`
      : `Unit: ${row.name} has no unit it can be counted in`;
  }
  return recordIssueText(issue);
}
