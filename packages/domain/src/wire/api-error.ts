import { z } from 'zod';
import type { DomainIssue, DomainReason } from '../errors';
import { REASON_MESSAGES } from '../errors';

/**
 * Every failure the API answers with: a stable code and its HTTP status. The server sends
 * these codes and the screens turn them into the spec's texts; neither side reads the other's
 * English.
 */
export const API_ERROR_STATUS = {
  ERR_NOT_FOUND: 404,
  ERR_BAD_REQUEST: 400,
  ERR_FORBIDDEN: 403,
  ERR_CONFLICT: 409,
  /** An order mail to a supplier that has no e-mail address (operations-model §3). */
  ERR_SUPPLIER_NO_EMAIL: 409,
  ERR_UPGRADE_REQUIRED: 426,
  /** A Pro-only function asked for by a venue that is not Pro (product spec §6). */
  ERR_PRO_REQUIRED: 402,
  /** Checkout, billing portal or cancel on a server without payment keys. */
  ERR_PAYMENTS_OFF: 409,
  /** A web image search on a server without IMAGE_SEARCH_URL (off by default). */
  ERR_IMAGE_SEARCH_OFF: 409,
  /** The image search provider did not answer, or answered with something unusable. */
  ERR_IMAGE_SEARCH_FAILED: 502,
  ERR_TOO_LARGE: 413,
  ERR_UNAUTHORIZED: 401,
  ERR_RATE_LIMITED: 429,
  ERR_INTERNAL: 500,
  ERR_MAIL_FAILED: 502,
  ERR_UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

const reasons = Object.keys(REASON_MESSAGES) as [DomainReason, ...DomainReason[]];

/** A field failure as it crosses the wire (DomainIssue without its log text). */
export const wireIssueSchema = z.object({
  reason: z.enum(reasons),
  path: z.string().max(500).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type WireIssue = z.infer<typeof wireIssueSchema>;

/**
 * The body of every failed API call: the code, a text for people reading logs, and for a bad
 * value the issue (reason, field path, parameters) that the screen shows in its own words.
 */
export interface ApiErrorBody {
  error: ApiErrorCode | string;
  message: string;
  issue?: WireIssue;
}

/** An issue as sent: reason, path and parameters (the log text stays behind). */
export const wireIssue = ({ reason, path, params }: DomainIssue): WireIssue => ({
  reason,
  ...(path ? { path } : {}),
  ...(params ? { params: { ...params } } : {}),
});
