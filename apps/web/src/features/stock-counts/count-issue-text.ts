import type { DomainIssue } from '@larder/domain';
import { recordIssueText } from '../../components/catalogue/record-field-names';
import { i18n } from '../../i18n/i18n';
import type { ItemRow } from './count-rows';
import { unitName } from './unit-name';

/**
 * What is wrong with a count row, naming the field (operations-model §4): 'Quantity: must be
 * at least 0'; a unit the item does not convert to says which ('Unit: Box cannot be counted
 * in kg').
 */
export function countIssueText(issue: DomainIssue, row: Pick<ItemRow, 'name'>): string {
  const unit = issue.params?.unit;
  if (issue.path === 'unit' && issue.reason === 'dimension-mismatch') {
    return typeof unit === 'string' && unit !== ''
      ? i18n.t('stock-counts:rows.cannotCountIn', { name: row.name, unit: unitName(unit) })
      : i18n.t('stock-counts:rows.noUnit', { name: row.name });
  }
  return recordIssueText(issue);
}
