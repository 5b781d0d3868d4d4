/**
 * Every failure the API answers with: a stable code and its HTTP status. Screens turn codes
 * into the spec's texts; the server never sends prose that a screen must parse.
 */
export const errorStatus = {
  ERR_NOT_FOUND: 404,
  ERR_BAD_REQUEST: 400,
  ERR_FORBIDDEN: 403,
  ERR_CONFLICT: 409,
  ERR_UPGRADE_REQUIRED: 426,
  ERR_TOO_LARGE: 413,
  ERR_UNAUTHORIZED: 401,
  ERR_RATE_LIMITED: 429,
  ERR_INTERNAL: 500,
  ERR_MAIL_FAILED: 502,
  ERR_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: ErrorCode;
  message: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}
