import {
  PRICE_LIST_FIELDS,
  type DomainIssue,
  type PriceListField,
  type PriceListRowPlan,
  type PriceListRowStatus,
} from '@larder/domain';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { reasonText } from '../../api/issue-text';

const isField = (path: string | undefined): path is PriceListField =>
  PRICE_LIST_FIELDS.includes(path as PriceListField);

/** A price list field's name in the interface language ('Purchase price'). */
export const fieldLabel = (field: PriceListField): string => i18n.t(`price-list:fields.${field}`);

/** An issue as text naming its field: 'Purchase price: Price must be 0 or more'. */
export function issueText(issue: DomainIssue): string {
  const reason = reasonText(issue.reason);
  return isField(issue.path)
    ? i18n.t('price-list:issue', { label: fieldLabel(issue.path), reason })
    : reason;
}

const STATUSES: readonly PriceListRowStatus[] = [
  'update',
  'unchanged',
  'invalid',
  'unmatched',
  'duplicate',
];

/** A row outcome's short name in the interface language ('Update', 'Listed twice'). */
export const statusLabel = (status: PriceListRowStatus): string =>
  i18n.t(`price-list:status.${status}`);

/**
 * Short names of the row outcomes, as the preview and the report show them, each read in
 * the interface language when asked for.
 */
export const STATUS_LABELS: Readonly<Record<PriceListRowStatus, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    STATUSES.map((status) => [status, { enumerable: true, get: () => statusLabel(status) }]),
  ),
) as Record<PriceListRowStatus, string>;

/** What a row's outcome means, in a sentence. */
export function rowResultText(plan: PriceListRowPlan, lineOfFirst?: number): string {
  switch (plan.status) {
    case 'update':
      return i18n.t('price-list:result.update');
    case 'unchanged':
      return plan.row.purchaseprice === undefined || String(plan.row.purchaseprice).trim() === ''
        ? i18n.t('price-list:result.noPrice')
        : i18n.t('price-list:result.unchanged');
    case 'invalid':
      return plan.issues.map(issueText).join('; ');
    case 'unmatched':
      return i18n.t('price-list:result.unmatched');
    case 'duplicate':
      return lineOfFirst === undefined
        ? i18n.t('price-list:result.duplicate')
        : i18n.t('price-list:result.duplicateOf', { line: lineOfFirst });
  }
}

/** Text of a cell value as read from the file; a number as the interface language writes it. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? formatNumber(value, { maximumFractionDigits: 10, useGrouping: false })
      : String(value).trim();
