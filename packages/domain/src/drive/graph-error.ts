/**
 * What a failed Microsoft Graph call means for the mirror (sync-and-security-notes §2): one
 * kind per row of the notes' table, chosen by the HTTP status and the error codes of the
 * body, walking `innerError` (the innermost code is the most specific), never by `message`.
 */
export type GraphErrorKind =
  /** 401 `unauthenticated`: renew the token silently and retry once; else ask to sign in. */
  | { kind: 'unauthenticated' }
  /** 403 `accessDenied`: stop and ask for consent again. */
  | { kind: 'forbidden' }
  /** 404 `uploadSessionNotFound`: the upload session expired; restart the upload. */
  | { kind: 'session-gone' }
  /** 409 `nameAlreadyExists`: replace. */
  | { kind: 'conflict' }
  /** 412 `resourceModified`: another device changed the file; read it again. */
  | { kind: 'precondition' }
  /** 416 `invalidRange`: ask the upload session what it expects and resume there. */
  | { kind: 'range' }
  /** 410 `resyncRequired`: enumerate in full. */
  | { kind: 'resync' }
  /** 429 `activityLimitReached`, 509: wait Retry-After, else back off. */
  | { kind: 'throttled'; retryAfterMs: number | null }
  /**
   * 500, 502, 503 `serviceNotAvailable`, 504: back off and resume. A 503 that carries a
   * readable Retry-After is Graph throttling the caller, and is 'throttled' instead.
   */
  | { kind: 'unavailable' }
  /** 507 `quotaLimitReached`: the drive is full; stop. */
  | { kind: 'full' }
  /** 404 `itemNotFound`. */
  | { kind: 'not-found' }
  | { kind: 'other' };

/** The Graph error codes the mirror acts on, and what each means. */
const CODE_KINDS: Readonly<Record<string, GraphErrorKind['kind']>> = {
  unauthenticated: 'unauthenticated',
  InvalidAuthenticationToken: 'unauthenticated',
  accessDenied: 'forbidden',
  uploadSessionNotFound: 'session-gone',
  nameAlreadyExists: 'conflict',
  resourceModified: 'precondition',
  invalidRange: 'range',
  resyncRequired: 'resync',
  activityLimitReached: 'throttled',
  serviceNotAvailable: 'unavailable',
  quotaLimitReached: 'full',
  insufficientStorage: 'full',
  itemNotFound: 'not-found',
};

/** What the status alone says, when no code of the body is one the mirror knows. */
function kindOfStatus(status: number): GraphErrorKind['kind'] {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 410:
      return 'resync';
    case 412:
      return 'precondition';
    case 416:
      return 'range';
    case 429:
    case 509:
      return 'throttled';
    case 500:
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    case 507:
      return 'full';
    default:
      return 'other';
  }
}

const MAX_DEPTH = 16;

/**
 * The error codes of a Graph error body, outermost first: `error.code`, then each
 * `innerError.code` (also spelt `innererror`) below it. Anything else in the body is ignored.
 */
export function graphErrorCodes(body: unknown): string[] {
  const codes: string[] = [];
  let level: unknown = isObject(body) ? body.error : undefined;
  for (let depth = 0; isObject(level) && depth < MAX_DEPTH; depth += 1) {
    if (typeof level.code === 'string') codes.push(level.code);
    level = level.innerError ?? level.innererror;
  }
  return codes;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A `Retry-After` header in ms: delta-seconds, or an HTTP date when `nowMs` is given. Null
 * when absent or unreadable (under CORS it may be hidden), so the caller backs off itself.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs?: number): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  if (nowMs === undefined) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/**
 * The kind of a failed Graph call: the innermost code of the body the mirror knows decides;
 * without one, the status. `retryAfterMs` comes with 'throttled' (null when the header is
 * missing or unreadable).
 */
export function classifyGraphError(
  status: number,
  body: unknown,
  retryAfterHeader: string | null | undefined,
  nowMs?: number,
): GraphErrorKind {
  const known = graphErrorCodes(body)
    .reverse()
    .find((code) => Object.hasOwn(CODE_KINDS, code));
  const kind = known ? CODE_KINDS[known]! : kindOfStatus(status);
  if (kind === 'throttled') return { kind, retryAfterMs: parseRetryAfter(retryAfterHeader, nowMs) };
  if (kind === 'unavailable' && status === 503) {
    // Graph throttles with 429, or with 503 and Retry-After: wait the given delay.
    const retryAfterMs = parseRetryAfter(retryAfterHeader, nowMs);
    if (retryAfterMs !== null) return { kind: 'throttled', retryAfterMs };
  }
  return { kind };
}
