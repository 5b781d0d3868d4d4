import { describe, expect, it } from 'vitest';
import { classifyGraphError, graphErrorCodes, parseRetryAfter } from './graph-error';

/** A Graph error body: `{ error: { code, message, innerError: { code, … } } }`. */
const body = (code: string, ...inner: string[]) => {
  let innerError: Record<string, unknown> | undefined;
  for (const innerCode of [...inner].reverse()) {
    innerError = { code: innerCode, ...(innerError ? { innerError } : {}) };
  }
  return { error: { code, message: 'ignored', ...(innerError ? { innerError } : {}) } };
};

describe('classifyGraphError: each row of the Graph error table (sync-and-security-notes §2)', () => {
  it('401 unauthenticated: renew the token silently, then ask to sign in', () => {
    expect(classifyGraphError(401, body('unauthenticated'), null)).toEqual({
      kind: 'unauthenticated',
    });
    expect(classifyGraphError(401, body('InvalidAuthenticationToken'), null).kind).toBe(
      'unauthenticated',
    );
  });

  it('403 accessDenied: stop and ask for consent', () => {
    expect(classifyGraphError(403, body('accessDenied'), null)).toEqual({ kind: 'forbidden' });
  });

  it('404 uploadSessionNotFound: restart the upload', () => {
    expect(classifyGraphError(404, body('itemNotFound', 'uploadSessionNotFound'), null)).toEqual({
      kind: 'session-gone',
    });
    expect(classifyGraphError(404, body('uploadSessionNotFound'), null).kind).toBe('session-gone');
  });

  it('404 itemNotFound: not found', () => {
    expect(classifyGraphError(404, body('itemNotFound'), null)).toEqual({ kind: 'not-found' });
  });

  it('409 nameAlreadyExists: replace', () => {
    expect(classifyGraphError(409, body('nameAlreadyExists'), null)).toEqual({
      kind: 'conflict',
    });
  });

  it('412 resourceModified: read the manifest again', () => {
    expect(classifyGraphError(412, body('resourceModified'), null)).toEqual({
      kind: 'precondition',
    });
  });

  it('416 invalidRange: resume from nextExpectedRanges', () => {
    expect(classifyGraphError(416, body('invalidRange'), null)).toEqual({ kind: 'range' });
  });

  it('410 resyncRequired: enumerate in full', () => {
    expect(classifyGraphError(410, body('resyncRequired'), null)).toEqual({ kind: 'resync' });
  });

  it('429 activityLimitReached: throttled, with Retry-After in ms', () => {
    expect(classifyGraphError(429, body('activityLimitReached'), '7')).toEqual({
      kind: 'throttled',
      retryAfterMs: 7000,
    });
  });

  it('429 without a readable Retry-After (hidden under CORS): throttled, no wait given', () => {
    expect(classifyGraphError(429, body('activityLimitReached'), null)).toEqual({
      kind: 'throttled',
      retryAfterMs: null,
    });
  });

  it('509 bandwidth limit: throttled', () => {
    expect(classifyGraphError(509, {}, '3')).toEqual({ kind: 'throttled', retryAfterMs: 3000 });
  });

  it('500, 502, 503 serviceNotAvailable and 504: unavailable', () => {
    expect(classifyGraphError(503, body('serviceNotAvailable'), null)).toEqual({
      kind: 'unavailable',
    });
    for (const status of [500, 502, 504]) {
      expect(classifyGraphError(status, body('generalException'), null).kind).toBe('unavailable');
    }
  });

  it('503 with Retry-After: throttled, waiting the given delay; without it: unavailable', () => {
    expect(classifyGraphError(503, body('serviceNotAvailable'), '120')).toEqual({
      kind: 'throttled',
      retryAfterMs: 120_000,
    });
    expect(classifyGraphError(503, '<html>busy</html>', '5')).toEqual({
      kind: 'throttled',
      retryAfterMs: 5000,
    });
    expect(classifyGraphError(503, body('serviceNotAvailable'), 'soon')).toEqual({
      kind: 'unavailable',
    });
    expect(classifyGraphError(502, body('generalException'), '5')).toEqual({
      kind: 'unavailable',
    });
  });

  it('507 quotaLimitReached: the drive is full', () => {
    expect(classifyGraphError(507, body('quotaLimitReached'), null)).toEqual({ kind: 'full' });
  });

  it('the older 500 for a full drive: the code decides, not the message', () => {
    expect(classifyGraphError(500, body('generalException', 'quotaLimitReached'), null)).toEqual({
      kind: 'full',
    });
    const byMessage = {
      error: { code: 'generalException', message: 'Insufficient Space Available' },
    };
    expect(classifyGraphError(500, byMessage, null)).toEqual({ kind: 'unavailable' });
  });

  it('a message never decides: a 404 whose message speaks of throttling is not found', () => {
    const misleading = { error: { code: 'itemNotFound', message: 'activityLimitReached 507' } };
    expect(classifyGraphError(404, misleading, null)).toEqual({ kind: 'not-found' });
  });

  it('the innermost known code wins over the outer ones and the status', () => {
    expect(
      classifyGraphError(400, body('invalidRequest', 'resourceModified', 'notAKnownCode'), null),
    ).toEqual({ kind: 'precondition' });
  });

  it('a body that is not a Graph error falls back to the status; an unknown status is other', () => {
    expect(classifyGraphError(503, '<html>busy</html>', null)).toEqual({ kind: 'unavailable' });
    expect(classifyGraphError(418, null, null)).toEqual({ kind: 'other' });
    expect(classifyGraphError(400, body('invalidRequest'), null)).toEqual({ kind: 'other' });
  });
});

describe('graphErrorCodes', () => {
  it('walks innerError (either spelling), outermost first', () => {
    expect(graphErrorCodes(body('a', 'b', 'c'))).toEqual(['a', 'b', 'c']);
    expect(graphErrorCodes({ error: { code: 'a', innererror: { code: 'b' } } })).toEqual([
      'a',
      'b',
    ]);
  });

  it('stops on a loop of inner errors', () => {
    const looped: Record<string, unknown> = { code: 'x' };
    looped.innerError = looped;
    expect(graphErrorCodes({ error: looped }).length).toBe(16);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds, and an HTTP date against the given clock', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:30 GMT', now)).toBe(30_000);
  });

  it('is null when absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:30 GMT')).toBeNull();
  });
});
