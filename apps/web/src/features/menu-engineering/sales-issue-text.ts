import type { SalesRowIssue } from '@larder/domain';
import { issueText } from '../../api/issue-text';

/** The encoding text the spec asks for a file that is not UTF-8. */
export const NOT_UTF8_TEXT =
  'The file is not UTF-8 text. Save it as "CSV UTF-8" in the spreadsheet and choose it again.';

const param = (issue: SalesRowIssue, name: string): string | undefined => {
  const value = issue.params?.[name];
  return value === undefined ? undefined : String(value);
};

/**
 * One issue of a sales file as the screen says it, naming its line and field
 * ("Line 4: dish 'Soupe' unknown", 'Line 5: units sold must be a whole number').
 */
export function salesIssueText(issue: SalesRowIssue): string {
  if (issue.reason === 'csv-encoding') return NOT_UTF8_TEXT;
  const at = `Line ${issue.line}`;
  switch (issue.reason) {
    case 'dish-unknown': {
      const dish = param(issue, 'dish');
      return dish === undefined
        ? `${at}: dish unknown (not on the menu)`
        : `${at}: dish '${dish}' unknown (not on the menu)`;
    }
    case 'csv-extra-columns':
      return `${at}: more than ${param(issue, 'columns') ?? 2} columns; a sales file has only a dish column and a units sold column`;
    default:
      break;
  }
  const field =
    issue.field === 'dish' ? 'dish' : issue.field === 'unitsSold' ? 'units sold' : 'file';
  if (issue.field === 'unitsSold' && issue.reason === 'field-type') {
    return `${at}: units sold must be a whole number`;
  }
  return `${at}: ${field} ${issueText({ reason: issue.reason, ...(issue.params ? { params: issue.params } : {}) })}`;
}
