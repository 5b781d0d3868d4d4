import type { DomainReason, WireIssue } from '@larder/domain';
import { currentLanguage, i18n } from '../i18n/i18n';
import { formatNumber } from '../i18n/format';

/**
 * A parameter of an issue as the text shows it: a number as the interface language writes it
 * (0.5 in English, 0,5 in French; never grouped, as a limit is read), a text as it is.
 */
function param(issue: WireIssue, name: string): string | undefined {
  const value = issue.params?.[name];
  if (typeof value !== 'number' || currentLanguage() === 'en') {
    return value === undefined ? undefined : String(value);
  }
  return formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 });
}

/** The kinds of value a field may expect, each with its words ('must be a number'). */
const EXPECTED = ['number', 'int', 'string', 'boolean', 'array', 'object'] as const;
type Expected = (typeof EXPECTED)[number];
const isExpected = (value: string | undefined): value is Expected =>
  (EXPECTED as readonly (string | undefined)[]).includes(value);

/** The formats a field may expect, each with its words ('must be an e-mail address'). */
const FORMATS = ['email', 'url', 'date', 'time', 'regex'] as const;
type Format = (typeof FORMATS)[number];
const isFormat = (value: string | undefined): value is Format =>
  (FORMATS as readonly (string | undefined)[]).includes(value);

/**
 * The screen's text for one bad value (the error contract: reason code, field path,
 * parameters), without the field's name: the screen puts its own label first. Never the
 * server's English: a reworded server message changes nothing here.
 */
export function issueText(issue: WireIssue): string {
  switch (issue.reason) {
    case 'field-required':
      return i18n.t('errors:issue.required');
    case 'field-type': {
      const expected = param(issue, 'expected');
      return isExpected(expected)
        ? i18n.t(`errors:issue.expected.${expected}`)
        : i18n.t('errors:issue.notValidValue');
    }
    case 'field-too-long':
      return i18n.t('errors:issue.tooLong', { maximum: param(issue, 'maximum') });
    case 'field-too-short':
      return i18n.t('errors:issue.tooShort', { minimum: param(issue, 'minimum') });
    case 'field-too-large': {
      const below = param(issue, 'below');
      if (below !== undefined) return i18n.t('errors:issue.below', { below });
      const maximum = param(issue, 'maximum');
      return maximum === undefined
        ? i18n.t('errors:issue.tooLarge')
        : i18n.t('errors:issue.atMost', { maximum });
    }
    case 'field-too-small': {
      const above = param(issue, 'above');
      if (above !== undefined) return i18n.t('errors:issue.above', { above });
      return i18n.t('errors:issue.atLeast', { minimum: param(issue, 'minimum') });
    }
    case 'field-format': {
      const format = param(issue, 'format');
      return i18n.t(`errors:issue.format.${isFormat(format) ? format : 'regex'}`);
    }
    case 'field-choice':
      return i18n.t('errors:issue.choice', { choices: param(issue, 'choices') });
    case 'field-unknown':
      return i18n.t('errors:issue.unknown');
    case 'field-character':
      return i18n.t('errors:issue.character');
    case 'field-invalid': {
      const maximum = param(issue, 'maximum');
      return maximum === undefined
        ? i18n.t('errors:issue.notValid')
        : i18n.t('errors:issue.range', { minimum: param(issue, 'minimum') ?? '0', maximum });
    }
    case 'trial-limit':
      return trialLimitText(issue);
    case 'licence-invalid':
      return i18n.t('errors:issue.licenceInvalid');
    case 'licence-taken':
      return i18n.t('errors:issue.licenceTaken');
    default:
      return reasonText(issue.reason);
  }
}

/**
 * A domain reason's own sentence ('Purchase price missing'), in the interface language: the
 * domain's REASON_MESSAGES in English.
 */
export const reasonText = (reason: DomainReason): string => i18n.t(`errors:reason.${reason}`);

/** The kinds the trial limit counts, as the catalogue names them. */
const TRIAL_KINDS = ['ingredients', 'recipes'] as const;
type TrialKind = (typeof TRIAL_KINDS)[number] | 'items';

/**
 * The trial limit (product spec §6), from the issue's kind and limit: 'This venue has reached
 * the free trial limit of 100 ingredients. Upgrade to Pro to add more.'
 */
export function trialLimitText(issue: WireIssue): string {
  const named = String(issue.params?.kind);
  const kind: TrialKind = (TRIAL_KINDS as readonly string[]).includes(named)
    ? (named as TrialKind)
    : 'items';
  const limit = Number(issue.params?.limit);
  const reached =
    issue.params?.limit === undefined || !Number.isFinite(limit)
      ? i18n.t(`errors:trialLimit.kind.${kind}`)
      : i18n.t(`errors:trialLimit.${kind}`, { count: limit });
  return i18n.t('errors:trialLimit.text', { reached });
}
