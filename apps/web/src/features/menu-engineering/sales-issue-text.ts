import type { SalesRowIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';

const param = (issue: SalesRowIssue, name: string): string | undefined => {
  const value = issue.params?.[name];
  return value === undefined ? undefined : String(value);
};

/**
 * One issue of a sales file as the screen says it, naming its line and field
 * ("Line 4: dish 'Soupe' unknown", 'Line 5: units sold must be a whole number').
 */
export function salesIssueText(issue: SalesRowIssue): string {
  const t = i18n.getFixedT(null, 'menu-engineering', 'issues');
  // The encoding text the spec asks for a file that is not UTF-8.
  if (issue.reason === 'csv-encoding') return t('notUtf8');
  const at = t('line', { line: issue.line });
  switch (issue.reason) {
    case 'dish-unknown': {
      const dish = param(issue, 'dish');
      return dish === undefined ? t('dishUnknown', { at }) : t('dishUnknownNamed', { at, dish });
    }
    case 'csv-extra-columns':
      return t('extraColumns', { at, columns: param(issue, 'columns') ?? 2 });
    default:
      break;
  }
  if (issue.field === 'unitsSold' && issue.reason === 'field-type') return t('notWhole', { at });
  const field = t(
    issue.field === 'dish'
      ? 'fields.dish'
      : issue.field === 'unitsSold'
        ? 'fields.unitsSold'
        : 'fields.file',
  );
  const problem = issueText({
    reason: issue.reason,
    ...(issue.params ? { params: issue.params } : {}),
  });
  return t('field', { at, field, problem });
}
