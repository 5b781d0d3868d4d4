import type { z } from 'zod';
import type { DomainIssue, DomainReason, IssueParams } from './errors';

/** The dot-separated path of a field ('items.0.qty_value'); '' for the whole value. */
export const issuePath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** The value found at a path of the input, or undefined when nothing is there. */
const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
};

type ZodIssue = z.core.$ZodIssue;

const sized = (issue: ZodIssue & { origin?: string }): 'length' | 'value' =>
  issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set'
    ? 'length'
    : 'value';

/** The reason code and parameters of one schema failure. */
function reasonOf(issue: ZodIssue, input: unknown): { reason: DomainReason; params?: IssueParams } {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? { reason: 'field-required' }
        : { reason: 'field-type', params: { expected: issue.expected } };
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (sized(issue) === 'length') return { reason: 'field-too-long', params: { maximum } };
      // An exclusive bound ('below 100') is named so, an inclusive one ('at most 100').
      return {
        reason: 'field-too-large',
        params: issue.inclusive ? { maximum } : { below: maximum },
      };
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (sized(issue) !== 'length') {
        return {
          reason: 'field-too-small',
          params: issue.inclusive ? { minimum } : { above: minimum },
        };
      }
      return minimum <= 1 && issue.origin === 'string'
        ? { reason: 'field-required' }
        : { reason: 'field-too-short', params: { minimum } };
    }
    case 'invalid_format':
      return { reason: 'field-format', params: { format: issue.format } };
    case 'invalid_value':
      return {
        reason: 'field-choice',
        params: { choices: issue.values.map((v) => String(v)).join(', ') },
      };
    case 'unrecognized_keys':
      return { reason: 'field-unknown' };
    case 'custom':
      return customReason(issue.params);
    default:
      return { reason: 'field-invalid' };
  }
}

/**
 * The reason of a schema's own check: one of the field reasons when the check names it in its
 * parameters (`{ reason: 'field-too-small', minimum: '2026-03-01' }`: a day before another
 * one), with the other parameters; else `field-invalid`.
 */
function customReason(params: Record<string, unknown> | undefined): {
  reason: DomainReason;
  params?: IssueParams;
} {
  const { reason, ...rest } = params ?? {};
  if (typeof reason !== 'string' || !CUSTOM_REASONS.has(reason)) return { reason: 'field-invalid' };
  const values = Object.entries(rest).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return values.length > 0
    ? { reason: reason as DomainReason, params: Object.fromEntries(values) }
    : { reason: reason as DomainReason };
}

/** The reasons a schema's own check may name. */
const CUSTOM_REASONS: ReadonlySet<string> = new Set<DomainReason>([
  'field-too-small',
  'field-too-large',
  'field-invalid',
]);

/**
 * The failure that says what a union's value should have been: from the branch that came
 * closest (the fewest failures, and a real check over a mere 'not this literal', as for '' or
 * an e-mail address), with its path from the top.
 */
function leafOf(issue: ZodIssue): ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const rank = (branch: readonly ZodIssue[]) =>
    branch.length * 2 + (branch[0]?.code === 'invalid_value' ? 1 : 0);
  const closest = [...issue.errors].sort((a, b) => rank(a) - rank(b))[0]?.[0];
  if (!closest) return issue;
  return leafOf({ ...closest, path: [...issue.path, ...closest.path] } as ZodIssue);
}

/**
 * One schema failure as the error contract (a reason code, the field path, its parameters),
 * given the input that was checked. An unknown key names itself as the path. The schema's
 * own wording stays in `message`, for logs only.
 */
export function issueOfZod(failure: ZodIssue, input: unknown): DomainIssue {
  const issue = leafOf(failure);
  const { reason, params } = reasonOf(issue, input);
  const path =
    issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined
      ? issuePath([...issue.path, issue.keys[0]])
      : issuePath(issue.path);
  const message = `${path || '(root)'}: ${issue.message}`;
  return {
    reason,
    ...(path ? { path } : {}),
    ...(params ? { params } : {}),
    message,
  };
}

/** Every failure of a schema check, in the error contract's form. */
export const issuesOfZod = (error: z.ZodError, input: unknown): DomainIssue[] =>
  error.issues.map((i) => issueOfZod(i, input));
