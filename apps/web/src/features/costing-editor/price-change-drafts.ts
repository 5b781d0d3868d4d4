import { issueText } from '../../api/issue-text';
import type { PriceChange, WireIssue } from '@larder/domain';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

/** What a temporary price change applies to (operations-model §8). */
export type ChangeScope = PriceChange['scope'];

/** The scopes in the order the form offers them. */
export const SCOPES: readonly ChangeScope[] = ['item', 'supplier', 'category', 'all'];

/** The scopes with their labels in the interface language, as the form offers them. */
export const scopeChoices = (): { value: ChangeScope; label: string }[] =>
  SCOPES.map((value) => ({ value, label: i18n.t(`costing-editor:change.scope.${value}`) }));

/** A price change as typed: its scope, what it names (foodkey, supplier, category) and the percent. */
export interface PriceChangeDraft {
  /** Stable per row (React keys, focus), never shown. */
  id: number;
  scope: ChangeScope;
  /** The foodkey, supplier or category the change applies to; '' for all items or none yet. */
  target: string;
  /** The percent as typed ('+20', '-5', '12.5'). */
  percent: string;
}

/** A percent of -100 or below would make a price of nothing or less. */
export const PERCENT_ABOVE = -100;
/** Beyond ten times the price is taken for a typing slip. */
export const PERCENT_MAXIMUM = 1000;

/** A draft's bad fields, by field ('target', 'percent'). */
export interface DraftIssues {
  target?: WireIssue;
  percent?: WireIssue;
}

/** Whether the interface language writes decimals with a comma (1,5 in French). */
const decimalComma = (): boolean => formatNumber(1.5).includes(',');

/**
 * The percent typed as a number ('+20' and '20%' read as 20); null when it is not one. Where
 * the interface language writes decimals with a comma, '12,5' reads as 12.5 too.
 */
export function percentOf(text: string): number | null {
  let cleaned = text.trim().replace(/%$/, '').trim().replace(/^\+/, '');
  if (decimalComma()) cleaned = cleaned.replace(/^(-?\d*),(\d*)$/, '$1.$2');
  if (cleaned === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** What is wrong with a draft: a missing target or a percent that is empty, not a number or out of range. */
export function draftIssues(draft: PriceChangeDraft): DraftIssues {
  const issues: DraftIssues = {};
  if (draft.scope !== 'all' && draft.target.trim() === '') {
    issues.target = { reason: 'field-required', path: 'target' };
  }
  const text = draft.percent.trim();
  const percent = percentOf(text);
  if (text === '') issues.percent = { reason: 'field-required', path: 'percent' };
  else if (percent === null) {
    issues.percent = { reason: 'field-type', path: 'percent', params: { expected: 'number' } };
  } else if (percent <= PERCENT_ABOVE) {
    issues.percent = {
      reason: 'field-too-small',
      path: 'percent',
      params: { above: PERCENT_ABOVE },
    };
  } else if (percent > PERCENT_MAXIMUM) {
    issues.percent = {
      reason: 'field-too-large',
      path: 'percent',
      params: { maximum: PERCENT_MAXIMUM },
    };
  }
  return issues;
}

/** The change a complete, valid draft stands for; null otherwise. */
export function changeOf(draft: PriceChangeDraft): PriceChange | null {
  const issues = draftIssues(draft);
  if (issues.target || issues.percent) return null;
  const percent = percentOf(draft.percent)!;
  const target = draft.target.trim();
  switch (draft.scope) {
    case 'item':
      return { scope: 'item', foodkey: target, percent };
    case 'supplier':
      return { scope: 'supplier', supplier: target, percent };
    case 'category':
      return { scope: 'category', category: target, percent };
    case 'all':
      return { scope: 'all', percent };
  }
}

/**
 * The changes the valid drafts stand for, in the order typed (they compound on an item that
 * two of them name). A draft still being typed or with a mistake counts for nothing until it
 * is put right.
 */
export const changesOf = (drafts: readonly PriceChangeDraft[]): PriceChange[] =>
  drafts.map(changeOf).filter((change): change is PriceChange => change !== null);

/** Whether a draft holds anything the user typed or picked (leaving asks before losing it). */
export const draftTouched = (draft: PriceChangeDraft): boolean =>
  draft.percent.trim() !== '' || draft.target.trim() !== '';

/** The name of a draft's field, as the form labels it, in the interface language. */
const FIELD_LABELS: Record<keyof DraftIssues, (scope: ChangeScope) => string> = {
  target: (scope) =>
    i18n.t(
      scope === 'item'
        ? 'costing-editor:change.item'
        : scope === 'supplier'
          ? 'costing-editor:change.supplier'
          : 'costing-editor:change.category',
    ),
  percent: () => i18n.t('costing-editor:change.percent'),
};

/** A draft field's error as the form shows it beside the field ('is required'). */
export const fieldErrorText = (issue: WireIssue | undefined): string | undefined =>
  issue ? issueText(issue) : undefined;

/** Every bad field of the drafts as a sentence naming the row and field ('Change 2: Percent: must be a number'). */
export function draftErrorTexts(drafts: readonly PriceChangeDraft[]): string[] {
  return drafts.flatMap((draft, i) => {
    const issues = draftIssues(draft);
    return (Object.keys(FIELD_LABELS) as (keyof DraftIssues)[]).flatMap((field) => {
      const issue = issues[field];
      return issue
        ? [
            i18n.t('costing-editor:change.error', {
              n: formatNumber(i + 1),
              field: FIELD_LABELS[field](draft.scope),
              problem: issueText(issue),
            }),
          ]
        : [];
    });
  });
}

/** A new, empty draft; `id` comes from the caller's counter. */
export const emptyDraft = (id: number, scope: ChangeScope = 'supplier'): PriceChangeDraft => ({
  id,
  scope,
  target: '',
  percent: '',
});
