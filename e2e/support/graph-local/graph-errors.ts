import { randomUUID } from 'node:crypto';

/**
 * A Graph error answer: the status, the documented error body
 * `{ error: { code, message, innerError: { code?, date, request-id } } }` and headers.
 */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly innerCode?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GraphError';
  }

  body(now: Date): unknown {
    return {
      error: {
        code: this.code,
        message: this.message,
        innerError: {
          ...(this.innerCode ? { code: this.innerCode } : {}),
          date: now.toISOString(),
          'request-id': randomUUID(),
          'client-request-id': randomUUID(),
        },
      },
    };
  }
}

/** The code and message Graph answers with each status the tests inject. */
const STATUS_ERRORS: Readonly<Record<number, { code: string; message: string; inner?: string }>> = {
  400: { code: 'invalidRequest', message: 'The request is malformed or incorrect.' },
  401: { code: 'unauthenticated', message: 'The caller is not authenticated.' },
  403: { code: 'accessDenied', message: 'The caller does not have permission.' },
  404: { code: 'itemNotFound', message: 'The resource could not be found.' },
  409: { code: 'nameAlreadyExists', message: 'The specified item name already exists.' },
  410: { code: 'resyncRequired', message: 'The delta token is no longer valid.' },
  412: { code: 'resourceModified', message: 'The resource has changed since the caller read it.' },
  416: { code: 'invalidRange', message: 'The specified byte range is invalid.' },
  429: { code: 'activityLimitReached', message: 'The app or user has been throttled.' },
  500: { code: 'generalException', message: 'An unspecified error has occurred.' },
  502: { code: 'generalException', message: 'Bad gateway.' },
  503: { code: 'serviceNotAvailable', message: 'The service is temporarily unavailable.' },
  504: { code: 'generalException', message: 'Gateway timeout.' },
  507: { code: 'quotaLimitReached', message: 'Insufficient Storage.' },
};

/** The error Graph answers with `status`, as the tests inject it. */
export function errorOfStatus(status: number, headers: Record<string, string> = {}): GraphError {
  const known = STATUS_ERRORS[status] ?? { code: 'generalException', message: 'Failed.' };
  return new GraphError(status, known.code, known.message, known.inner, headers);
}

export const notFound = (what = 'The resource could not be found.') =>
  new GraphError(404, 'itemNotFound', what);

export const invalidRequest = (what: string) => new GraphError(400, 'invalidRequest', what);

export const quotaReached = () => new GraphError(507, 'quotaLimitReached', 'Insufficient Storage.');

/** An upload URL whose session expired or was cancelled. */
export const sessionGone = () =>
  new GraphError(404, 'itemNotFound', 'The upload session was not found.', 'uploadSessionNotFound');
