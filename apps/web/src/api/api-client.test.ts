import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { mockFetch } from '../test/fetch-mock';
import { apiRequest, setTokenFailedNotice, setTokenProvider } from './api-client';
import { ApiError, EMAIL_FAILED, TOKEN_FAILED, VENUE_SAVE_FAILED, CODE_TEXTS } from './api-errors';
import { fetchCount, saveVenue, sendEmail, setRestrictedCode } from './larder-api';

const tokens = vi.fn(async (_options?: { forceRenew?: boolean }) => 'tok-1' as string | null);
const tokenFailedNotice = vi.fn();

beforeEach(() => {
  tokens.mockReset();
  tokens.mockResolvedValue('tok-1');
  setTokenProvider(tokens);
  tokenFailedNotice.mockReset();
  setTokenFailedNotice(tokenFailedNotice);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
};

describe('API client', () => {
  it('sends the bearer token, and JSON with its content type', async () => {
    const calls = mockFetch(() => ({ body: { ok: 1 } }));
    await expect(apiRequest('POST', '/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/x',
      body: { a: 1 },
      headers: { authorization: 'Bearer tok-1', 'content-type': 'application/json' },
    });
  });

  it("fails with 'Token failed', tells it, and calls nothing when no token is available", async () => {
    tokens.mockResolvedValue(null);
    const calls = mockFetch(() => ({ body: {} }));
    const error = await failure(apiRequest('GET', '/api/user'));
    expect(error.message).toBe(TOKEN_FAILED);
    expect(error.isTokenFailure).toBe(true);
    expect(calls).toHaveLength(0);
    expect(tokenFailedNotice).toHaveBeenCalledTimes(1);
  });

  it("on 401 tells 'Token failed', renews once and repeats the call", async () => {
    tokens.mockImplementation(async (options) => (options?.forceRenew ? 'tok-2' : 'tok-1'));
    const calls = mockFetch(({ headers }) =>
      headers.authorization === 'Bearer tok-2'
        ? { body: { count: 2, timestamp: 5 } }
        : { status: 401, body: { error: 'ERR_UNAUTHORIZED', message: 'Token failed' } },
    );
    await expect(fetchCount()).resolves.toEqual({ count: 2, timestamp: 5 });
    expect(calls).toHaveLength(2);
    expect(tokens).toHaveBeenLastCalledWith({ forceRenew: true });
    expect(tokenFailedNotice).toHaveBeenCalledTimes(1);
  });

  it("answers 'Token failed' when the renewed token is refused too, trying only once", async () => {
    const calls = mockFetch(() => ({ status: 401, body: { error: 'ERR_UNAUTHORIZED' } }));
    const error = await failure(apiRequest('GET', '/api/user', { failureText: EMAIL_FAILED }));
    expect(error.message).toBe(TOKEN_FAILED);
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(2);
  });

  it("maps a failed mail to 'Email failed'", async () => {
    mockFetch(() => ({ status: 502, body: { error: 'ERR_MAIL_FAILED', message: 'Email failed' } }));
    const error = await failure(
      sendEmail({ name: 'Sam', email: 'sam@bistro.example', message: 'Hello there' }),
    );
    expect(error.message).toBe(EMAIL_FAILED);
    expect(error.code).toBe('ERR_MAIL_FAILED');
  });

  it("maps a failed venue save to 'Error saving venue!', keeping the field the server named", async () => {
    const calls = mockFetch(() => ({
      status: 400,
      body: {
        error: 'ERR_BAD_REQUEST',
        message: 'venue.venue_name: whatever the server says in English',
        issue: { reason: 'field-required', path: 'venue.venue_name' },
      },
    }));
    const error = await failure(saveVenue('add', { venue_name: '' }));
    expect(error.message).toBe(VENUE_SAVE_FAILED);
    expect(error.field).toBe('venue.venue_name');
    expect(error.fieldText).toBe('is required');
    expect(calls[0]?.body).toEqual({ flag: 'add', venue: { venue_name: '' } });
  });

  it("says 'Error saving venue!' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = await failure(saveVenue('add', { venue_name: 'Bistro' }));
    expect(error.message).toBe(VENUE_SAVE_FAILED);
    expect(error.code).toBe('ERR_NETWORK');
  });

  it("shows the code's text, never the server's English, for calls without a spec text", async () => {
    mockFetch(() => ({
      status: 404,
      body: { error: 'ERR_NOT_FOUND', message: 'Venue not found (reworded any day)' },
    }));
    const error = await failure(apiRequest('GET', '/api/venues/x'));
    expect(error).toMatchObject({
      status: 404,
      code: 'ERR_NOT_FOUND',
      message: CODE_TEXTS.ERR_NOT_FOUND,
    });
  });

  it('shows a bad value by its issue: the reason and its parameters, whatever the message', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: 'ERR_BAD_REQUEST',
        message: 'Too big: expected string to have <=80 characters',
        issue: { reason: 'field-too-long', path: 'setting.name', params: { maximum: 80 } },
      },
    }));
    const error = await failure(apiRequest('PUT', '/api/user/settings', { body: {} }));
    expect(error).toMatchObject({
      status: 400,
      field: 'setting.name',
      message: 'must be at most 80 characters',
    });
  });

  it('keeps no issue from a body that does not follow the contract', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'ERR_BAD_REQUEST', message: 'x', issue: { reason: 'made-up', path: 'a' } },
    }));
    const error = await failure(apiRequest('GET', '/api/user'));
    expect(error.issue).toBeUndefined();
    expect(error).toMatchObject({ code: 'ERR_BAD_REQUEST', message: CODE_TEXTS.ERR_BAD_REQUEST });
  });

  it('base64-encodes the restricted code before sending', async () => {
    const calls = mockFetch(() => ({ body: { id: 'u1', restricted: true } }));
    await setRestrictedCode('1234');
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/user/restricted',
      body: { restrictedCode: 'MTIzNA==' },
    });
  });

  it('calls /api/auth-config without a token', async () => {
    tokens.mockResolvedValue(null);
    const calls = mockFetch(() => ({ body: { kind: 'embedded' } }));
    await apiRequest('GET', '/api/auth-config', { auth: false });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it("reads the code's text, the call's own text and 'Token failed' in the interface language", async () => {
    await i18n.changeLanguage('fr');
    expect(CODE_TEXTS.ERR_UNAVAILABLE).toBe('Le serveur est occupé. Réessayez dans un instant.');
    mockFetch(() => ({ status: 404, body: { error: 'ERR_NOT_FOUND' } }));
    expect((await failure(apiRequest('GET', '/api/venues/x'))).message).toBe('Introuvable.');
    mockFetch(() => ({ status: 418, body: {} }));
    expect((await failure(apiRequest('GET', '/api/x'))).message).toBe('La requête a échoué (418).');
    mockFetch(() => ({ status: 502, body: { error: 'ERR_MAIL_FAILED' } }));
    const mail = await failure(
      sendEmail({ name: 'Sam', email: 'sam@bistro.example', message: 'Hello there' }),
    );
    expect(mail.message).toBe('Échec de l’envoi du courriel');
    tokens.mockResolvedValue(null);
    expect((await failure(apiRequest('GET', '/api/user'))).message).toBe('Échec du jeton');
  });

  it("keeps the spec's English texts under their names", () => {
    expect(CODE_TEXTS.ERR_NO_TOKEN).toBe(TOKEN_FAILED);
    expect(CODE_TEXTS.ERR_MAIL_FAILED).toBe(EMAIL_FAILED);
    expect(Object.keys(CODE_TEXTS)).toContain('ERR_CONFLICT');
  });
});
