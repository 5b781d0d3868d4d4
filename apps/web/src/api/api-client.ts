import { ApiError, errorFromResponse, networkFailedText, tokenFailedText } from './api-errors';

/** Gives the access token; forceRenew asks the identity provider for a new one. */
export type TokenProvider = (options?: { forceRenew?: boolean }) => Promise<string | null>;

let tokenProvider: TokenProvider = async () => null;

/** The sign-in step installs how tokens are obtained (src/auth/oidc-sign-in-flow.ts). */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** Tells the user that no token could be had or that one was refused ('Token failed'). */
export type TokenFailedNotice = () => void;

let tokenFailedNotice: TokenFailedNotice = () => undefined;

/** The app shows 'Token failed' in its status bar (src/app/start-app.tsx installs it). */
export function setTokenFailedNotice(notice: TokenFailedNotice): void {
  tokenFailedNotice = notice;
}

/** The current access token (for the sync worker), or null when there is none. */
export function getAccessToken(options?: { forceRenew?: boolean }): Promise<string | null> {
  return tokenProvider(options);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** JSON body; sent with content-type application/json. */
  body?: unknown;
  /** The spec's text for this call's failure (e.g. 'Email failed'). */
  failureText?: string;
  /** False for the few calls that need no token (GET /api/auth-config). */
  auth?: boolean;
}

function tokenFailed(): ApiError {
  tokenFailedNotice();
  return new ApiError(0, 'ERR_NO_TOKEN', tokenFailedText());
}

async function send(method: Method, path: string, body: unknown, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One API call: `Authorization: Bearer <access token>` on every call that needs sign-in
 * (spec section 5: a token must be available for any server call). A 401 shows 'Token
 * failed', renews the token silently once and repeats the call.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  { body, failureText, auth = true }: RequestOptions = {},
): Promise<T> {
  let token: string | null = null;
  if (auth) {
    token = await tokenProvider().catch(() => null);
    if (!token) throw tokenFailed();
  }
  let response: Response;
  try {
    response = await send(method, path, body, token);
    if (response.status === 401 && auth) {
      tokenFailedNotice();
      const renewed = await tokenProvider({ forceRenew: true }).catch(() => null);
      if (!renewed) throw new ApiError(401, 'ERR_UNAUTHORIZED', tokenFailedText());
      response = await send(method, path, body, renewed);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'ERR_NETWORK', failureText ?? networkFailedText());
  }
  const json = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, json, failureText);
  return json as T;
}
