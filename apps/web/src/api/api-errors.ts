import { wireIssueSchema, type WireIssue } from '@larder/domain';
import {
  EMAIL_FAILED,
  NETWORK_FAILED,
  PAYMENTS_OFF,
  TOKEN_FAILED,
  VENUE_SAVE_FAILED,
} from './error-texts';
import { issueText } from './issue-text';

/** The spec's error texts (product spec section 8). */
export { EMAIL_FAILED, NETWORK_FAILED, PAYMENTS_OFF, TOKEN_FAILED, VENUE_SAVE_FAILED };

/** The screen's text for each code the server answers with (ApiErrorCode). */
export const CODE_TEXTS: Readonly<Record<string, string>> = {
  ERR_BAD_REQUEST: 'The server refused the request.',
  ERR_NOT_FOUND: 'Not found.',
  ERR_FORBIDDEN: 'This is not allowed.',
  ERR_CONFLICT: 'This was changed elsewhere. Reload and try again.',
  ERR_SUPPLIER_NO_EMAIL: 'Email failed: the supplier has no e-mail address. Add one on its page.',
  ERR_UPGRADE_REQUIRED: 'Update the app (reload the page) and try again.',
  ERR_PRO_REQUIRED: 'This needs Larder Pro for this venue. See your plan on the Subscription page.',
  ERR_PAYMENTS_OFF: PAYMENTS_OFF,
  ERR_IMAGE_SEARCH_OFF: 'Web pictures are not set up on this server.',
  ERR_IMAGE_SEARCH_FAILED: 'The picture search did not answer. Try again later.',
  ERR_TOO_LARGE: 'This is too large to send.',
  ERR_UNAUTHORIZED: TOKEN_FAILED,
  ERR_RATE_LIMITED: 'Too many requests. Wait a minute and try again.',
  ERR_INTERNAL: 'Something went wrong on the server. Try again later.',
  ERR_MAIL_FAILED: EMAIL_FAILED,
  ERR_UNAVAILABLE: 'The server is busy. Try again in a moment.',
  ERR_NETWORK: NETWORK_FAILED,
  ERR_NO_TOKEN: TOKEN_FAILED,
};

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
  if (status === 401) return new ApiError(401, code, TOKEN_FAILED, issue);
  const text =
    failureText ?? (issue ? issueText(issue) : (CODE_TEXTS[code] ?? `Request failed (${status}).`));
  return new ApiError(status, code, text, issue);
}

/** Text to show for any error thrown by a call. */
export function errorText(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
