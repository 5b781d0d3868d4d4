import { DataError } from '@larder/data';
import type { WireIssue } from '@larder/domain';

/** The path of the page where the user buys or upgrades Pro. */
export const SUBSCRIPTION_PATH = '/subscription-manage';

/**
 * The trial limit issue of a save the store refused (a `trial-limit` DataError, or an error
 * that wraps one as its cause), else undefined: the screens offer the upgrade for it.
 */
export function trialLimitIssueOf(error: unknown): WireIssue | undefined {
  const found =
    error instanceof DataError
      ? error
      : error instanceof Error && error.cause instanceof DataError
        ? error.cause
        : undefined;
  if (found?.code !== 'trial-limit' || !Array.isArray(found.details)) return undefined;
  return (found.details as WireIssue[]).find((issue) => issue?.reason === 'trial-limit');
}
