import {
  API_ERROR_STATUS,
  issue,
  wireIssue,
  type ApiErrorBody,
  type ApiErrorCode,
  type DomainIssue,
  type DomainReason,
  type IssueParams,
} from '@larder/domain';

/**
 * Every failure the API answers with: a stable code and its HTTP status, defined once in the
 * domain (`API_ERROR_STATUS`) with the body's shape. Screens turn codes and issues into the
 * spec's texts; the server never sends prose that a screen must parse.
 */
export const errorStatus = API_ERROR_STATUS;

export type ErrorCode = ApiErrorCode;

export type ErrorBody = ApiErrorBody;

export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For a bad value: the reason code, the field path and parameters. */
    readonly issue?: DomainIssue,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }

  /** The body this error answers with. */
  get body(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.issue ? { issue: wireIssue(this.issue) } : {}),
    };
  }
}

/** A 400 for one bad value: the issue names the reason and the field (path may be omitted). */
export const badRequest = (
  reason: DomainReason,
  path?: string,
  message?: string,
  params?: IssueParams,
): ApiError => {
  const found: DomainIssue = { ...issue(reason, path, message), ...(params ? { params } : {}) };
  return new ApiError(
    'ERR_BAD_REQUEST',
    found.path ? `${found.path}: ${found.message}` : found.message,
    found,
  );
};

/** A 400 for a value that failed its schema (the first issue). */
export const invalidValue = (found: DomainIssue): ApiError =>
  new ApiError('ERR_BAD_REQUEST', found.message, found);
