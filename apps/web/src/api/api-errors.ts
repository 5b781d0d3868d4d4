/** The spec's error texts (product spec section 8). */
export const TOKEN_FAILED = 'Token failed';
export const EMAIL_FAILED = 'Email failed';
export const VENUE_SAVE_FAILED = 'Error saving venue!';
/** When the server cannot be reached at all. */
export const NETWORK_FAILED =
  'The server could not be reached. Check the connection and try again.';

/** A failed API call: the text to show, plus what the server said. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server was not reached or no token was available. */
    readonly status: number,
    /** The server's stable code ('ERR_*'), or ERR_NO_TOKEN / ERR_NETWORK from the browser. */
    readonly code: string,
    /** The text to show (the spec's text for the call where it names one). */
    message: string,
    /** The server's own message, e.g. 'venue.venue_name: Enter the venue name'. */
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field path a 400 message starts with ('venue.venue_name'), if any. */
  get field(): string | undefined {
    return splitFieldMessage(this.detail).field;
  }

  /** The server message without its field path ('Enter the venue name'). */
  get fieldText(): string {
    return splitFieldMessage(this.detail).text;
  }

  /** The call failed for want of a usable token (spec: 'Token failed'). */
  get isTokenFailure(): boolean {
    return this.code === 'ERR_NO_TOKEN' || this.status === 401;
  }
}

/** Splits 'venue.PROFILE.email: must be an e-mail address' into its field path and text. */
export function splitFieldMessage(message: string): { field?: string; text: string } {
  const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s.exec(message);
  if (!match || match[1] === 'body') return { text: message };
  return { field: match[1]!, text: match[2]! };
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
}

/**
 * Turns a failed response into an ApiError. A 401 always reads 'Token failed'; otherwise the
 * call's own failure text (for example 'Email failed') wins over the server's message.
 */
export function errorFromResponse(status: number, body: unknown, failureText?: string): ApiError {
  const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const code = typeof error === 'string' ? error : `HTTP_${status}`;
  const detail = typeof message === 'string' && message ? message : `Request failed (${status})`;
  if (status === 401) return new ApiError(401, code, TOKEN_FAILED, detail);
  return new ApiError(status, code, failureText ?? detail, detail);
}

/** Text to show for any error thrown by a call. */
export function errorText(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
