import {
  parseRecord,
  stockCountSchema,
  type StockCount,
  type StockCountLine,
} from '@larder/domain';
import { recordIssueText } from '../../components/catalogue/record-field-names';
import { issueText } from '../../api/issue-text';

/** The inventory editor's address (product spec §2). */
export const INVENTORY_PATH = '/inventory-editor';

/** The `count` of the address of a count not saved yet. */
export const NEW_COUNT = 'new';

/** A new stock count's key. */
export const newCountKey = (): string => `SC-${crypto.randomUUID()}`;

/** The address of a count's editor. */
export const countPath = (skey: string): string =>
  `${INVENTORY_PATH}?count=${encodeURIComponent(skey)}`;

/** The address of a new count's editor with its name and day. */
export const newCountPath = (name: string, date: string): string =>
  `${INVENTORY_PATH}?${new URLSearchParams({ count: NEW_COUNT, name, date }).toString()}`;

/** The address of the comparison of two counts (earlier first). */
export const comparePath = (earlier: string, later: string): string =>
  `${INVENTORY_PATH}?${new URLSearchParams({ earlier, later }).toString()}`;

/** What the header of a count says is wrong, by field. */
export interface HeaderErrors {
  name?: string;
  date?: string;
}

/** The name and day of a count, checked as the record's schema checks them (operations-model §4). */
export function checkCountHeader(header: { name: string; date: string }): HeaderErrors {
  const parsed = parseRecord(stockCountSchema, { skey: 'check', ...header, lines: [] });
  if (parsed.ok) return {};
  const errors: HeaderErrors = {};
  for (const issue of parsed.error) {
    const field = issue.path === 'name' || issue.path === 'date' ? issue.path : null;
    if (field && !errors[field]) errors[field] = issueText(issue);
  }
  return errors;
}

/** A count as saved: its key, name, day and lines, live. */
export function countRecord(
  skey: string,
  header: { name: string; date: string },
  lines: readonly StockCountLine[],
  existing: StockCount | null,
): StockCount {
  return {
    ...(existing ?? {}),
    skey,
    name: header.name,
    date: header.date,
    lines: [...lines],
    deleted: false,
  };
}

/**
 * The count checked with its kind's schema before it is saved; the first issue as the
 * screen says it ('Line 3: Quantity: must be at least 0'), or null when it may be saved.
 */
export function countRecordProblem(record: StockCount): string | null {
  const parsed = parseRecord(stockCountSchema, record);
  return parsed.ok ? null : recordIssueText(parsed.error[0]!);
}
