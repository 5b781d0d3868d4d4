import { classifyGraphError, parseRetryAfter, type GraphErrorKind } from '@larder/domain';

/**
 * A failed Graph call: its status (0 when the network failed), what it means for the mirror
 * (`classifyGraphError`: status and error codes, never the message) and the wait the server
 * asked for (`Retry-After`, null when absent or hidden).
 */
export class DriveError extends Error {
  constructor(
    readonly status: number,
    readonly kind: GraphErrorKind,
    readonly retryAfterMs: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'DriveError';
  }

  /** No token could be had without the user (the page could not renew silently). */
  static noToken(): DriveError {
    return new DriveError(401, { kind: 'unauthenticated' }, null, 'Token failed');
  }

  /** The network failed: as the service being down. */
  static network(error: unknown): DriveError {
    const message = error instanceof Error ? error.message : 'network error';
    return new DriveError(0, { kind: 'unavailable' }, null, message);
  }

  /** The error of a Graph answer that is not ok. */
  static async of(res: Response, nowMs: number): Promise<DriveError> {
    const body: unknown = await res.json().catch(() => null);
    const header = res.headers.get('retry-after');
    const kind = classifyGraphError(res.status, body, header, nowMs);
    const code = codeOf(body);
    return new DriveError(
      res.status,
      kind,
      parseRetryAfter(header, nowMs),
      `Graph answered ${res.status}${code ? ` ${code}` : ''}`,
    );
  }
}

const codeOf = (body: unknown): string | undefined => {
  const error = (body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string' ? error.code : undefined;
};
