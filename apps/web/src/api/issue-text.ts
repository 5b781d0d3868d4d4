import { REASON_MESSAGES, type WireIssue } from '@larder/domain';

const param = (issue: WireIssue, name: string): string | number | undefined => issue.params?.[name];

/** The words for a value of the kind a field expects ('must be a number'). */
const EXPECTED: Readonly<Record<string, string>> = {
  number: 'must be a number',
  int: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be yes or no',
  array: 'must be a list',
  object: 'must be a group of fields',
};

/** The words for a format a field expects. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'must be an e-mail address',
  url: 'must be a web address',
  date: 'must be a day that exists, written YYYY-MM-DD',
  time: 'must be a time of day, written HH:MM',
  regex: 'is not in the expected form',
};

/**
 * The screen's text for one bad value (the error contract: reason code, field path,
 * parameters), without the field's name: the screen puts its own label first. Never the
 * server's English: a reworded server message changes nothing here.
 */
export function issueText(issue: WireIssue): string {
  switch (issue.reason) {
    case 'field-required':
      return 'is required';
    case 'field-type': {
      const expected = param(issue, 'expected');
      return (expected !== undefined && EXPECTED[String(expected)]) || 'is not a valid value';
    }
    case 'field-too-long':
      return `must be at most ${param(issue, 'maximum')} characters`;
    case 'field-too-short':
      return `must have at least ${param(issue, 'minimum')}`;
    case 'field-too-large':
      if (param(issue, 'below') !== undefined) return `must be below ${param(issue, 'below')}`;
      return param(issue, 'maximum') === undefined
        ? 'is too large'
        : `must be at most ${param(issue, 'maximum')}`;
    case 'field-too-small':
      if (param(issue, 'above') !== undefined) return `must be above ${param(issue, 'above')}`;
      return `must be at least ${param(issue, 'minimum')}`;
    case 'field-format':
      return FORMATS[String(param(issue, 'format'))] ?? FORMATS.regex!;
    case 'field-choice':
      return `must be one of: ${param(issue, 'choices')}`;
    case 'field-unknown':
      return 'is not a known field';
    case 'field-character':
      return 'holds a character that cannot be stored (a control character or a broken one)';
    case 'field-invalid':
      return param(issue, 'maximum') === undefined
        ? 'is not valid'
        : `must be ${param(issue, 'minimum') ?? 0} to ${param(issue, 'maximum')}`;
    case 'trial-limit':
      return trialLimitText(issue);
    case 'licence-invalid':
      return 'The store did not confirm this purchase. Check the product and the receipt.';
    case 'licence-taken':
      return 'This licence has already been redeemed, on this account or another one.';
    default:
      return REASON_MESSAGES[issue.reason];
  }
}

/** The kinds the trial limit counts, as the screen names them. */
const TRIAL_KIND_NAMES: Readonly<Record<string, string>> = {
  ingredients: 'ingredients',
  recipes: 'recipes',
};

/**
 * The trial limit (product spec §6), from the issue's kind and limit: 'This venue has reached
 * the free trial limit of 100 ingredients. Upgrade to Pro to add more.'
 */
export function trialLimitText(issue: WireIssue): string {
  const kind = TRIAL_KIND_NAMES[String(param(issue, 'kind'))] ?? 'items';
  const limit = param(issue, 'limit');
  const reached = limit === undefined ? kind : `${limit} ${kind}`;
  return `This venue has reached the free trial limit of ${reached}. Upgrade to Pro to add more.`;
}
