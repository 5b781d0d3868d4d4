import { wireIssueSchema, type WireIssue } from '@larder/domain';
import { i18n } from '../i18n/i18n';
import {
  emailFailedText,
  networkFailedText,
  paymentsOffText,
  tokenFailedText,
} from './error-texts';
import { issueText } from './issue-text';

/** The spec's error texts (product spec section 8). */
export {
  EMAIL_FAILED,
  NETWORK_FAILED,
  PAYMENTS_OFF,
  TOKEN_FAILED,
  VENUE_SAVE_FAILED,
  emailFailedText,
  networkFailedText,
  paymentsOffText,
  tokenFailedText,
  venueSaveFailedText,
} from './error-texts';

/** The codes the server answers with that have a text of their own in the catalogue. */
const SERVER_CODES = [
  'ERR_BAD_REQUEST',
  'ERR_NOT_FOUND',
  'ERR_FORBIDDEN',
  'ERR_CONFLICT',
  'ERR_SUPPLIER_NO_EMAIL',
  'ERR_UPGRADE_REQUIRED',
  'ERR_PRO_REQUIRED',
  'ERR_IMAGE_SEARCH_OFF',
  'ERR_IMAGE_SEARCH_FAILED',
  'ERR_TOO_LARGE',
  'ERR_RATE_LIMITED',
  'ERR_INTERNAL',
  'ERR_UNAVAILABLE',
] as const;

/** The text of each code (ApiErrorCode), read in the interface language. */
const CODE_TEXT_OF: Readonly<Record<string, () => string>> = {
  ...Object.fromEntries(
    SERVER_CODES.map((code) => [code, () => i18n.t(`errors:code.${code}`)] as const),
  ),
  ERR_PAYMENTS_OFF: paymentsOffText,
  ERR_UNAUTHORIZED: tokenFailedText,
  ERR_MAIL_FAILED: emailFailedText,
  ERR_NETWORK: networkFailedText,
  ERR_NO_TOKEN: tokenFailedText,
};

/** The screen's text for a code the server answers with; undefined for an unknown code. */
export const codeText = (code: string): string | undefined => CODE_TEXT_OF[code]?.();

/**
 * The screen's text for each code the server answers with (ApiErrorCode), by code: each
 * entry reads its text in the interface language when it is read.
 */
export const CODE_TEXTS: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(CODE_TEXT_OF).map(([code, text]) => [code, { get: text, enumerable: true }]),
  ),
);

/** A failed API call: its status, the server's code and issue, and the text to show. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server was not reached or no token was available. */
    readonly status: number,
    /** The server's stable code ('ERR_*'), or ERR_NO_TOKEN / ERR_NETWORK from the browser. */
    readonly code: string,
    /** The text to show (the spec's text for the call where it names one). */
    message: string,
    /** For a bad value: the reason code, the field path and parameters the server named. */
    readonly issue?: WireIssue,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field path of a bad value ('venue.venue_name'), if the server named one. */
  get field(): string | undefined {
    return this.issue?.path;
  }

  /** The screen's text for the bad value, without the field's name ('is required'). */
  get fieldText(): string {
    return this.issue ? issueText(this.issue) : this.message;
  }

  /** The call failed for want of a usable token (spec: 'Token failed'). */
  get isTokenFailure(): boolean {
    return this.code === 'ERR_NO_TOKEN' || this.status === 401;
  }
}

/**
 * Turns a failed response into an ApiError from its code and issue only (the server's
 * English `message` is for logs and is never shown). A 401 always reads 'Token failed';
 * otherwise the call's own failure text (for example 'Email failed') wins over the code's.
 */
export function errorFromResponse(status: number, body: unknown, failureText?: string): ApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof fields.error === 'string' ? fields.error : `HTTP_${status}`;
  const parsedIssue = wireIssueSchema.safeParse(fields.issue);
  const issue = parsedIssue.success ? parsedIssue.data : undefined;
  if (status === 401) return new ApiError(401, code, tokenFailedText(), issue);
  const text =
    failureText ??
    (issue ? issueText(issue) : (codeText(code) ?? i18n.t('errors:requestFailed', { status })));
  return new ApiError(status, code, text, issue);
}

/** Text to show for any error thrown by a call. */
export function errorText(
  error: unknown,
  fallback: string = i18n.t('errors:somethingWrong'),
): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
