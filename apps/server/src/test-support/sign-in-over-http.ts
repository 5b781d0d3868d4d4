import { createHash, randomBytes } from 'node:crypto';
import { EMBEDDED_CLIENT_ID } from '../config.js';
import { CookieClient, locationOf } from './browserless.js';

export interface HttpAccount {
  name: string;
  email: string;
  password: string;
}

export interface IssuedTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
}

/**
 * Signs in (or up) at the embedded provider as a browser would, over HTTP: the authorization
 * request with PKCE, the password page, the redirects back with a code, and the code
 * exchange. `publicUrl` is the provider's address (PUBLIC_URL); `via` is the server process
 * the calls go to (the same, or another process behind the same address).
 */
export async function signInOverHttp(
  publicUrl: string,
  account: HttpAccount,
  options: { signUp?: boolean; via?: string; headers?: Record<string, string> } = {},
): Promise<IssuedTokens> {
  const via = options.via ?? publicUrl;
  const atVia = (url: string) => url.replace(publicUrl, via);
  const client = new CookieClient(options.headers);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const start = new URL(`${via}/oidc/auth`);
  start.search = new URLSearchParams({
    client_id: EMBEDDED_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${publicUrl}/auth2`,
    scope: 'openid profile email offline_access api',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  }).toString();
  const interaction = atVia(locationOf(await client.get(start.toString()), start.toString()));
  const answer = options.signUp
    ? await client.postForm(`${interaction}/signup`, { ...account, confirm: account.password })
    : await client.postForm(`${interaction}/login`, {
        email: account.email,
        password: account.password,
      });
  if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`);
  let url = atVia(locationOf(answer, interaction));
  let code: string | null = null;
  for (let hop = 0; hop < 6 && !code; hop++) {
    if (url.startsWith(`${publicUrl}/auth2`) || url.startsWith(`${via}/auth2`)) {
      const landing = new URL(url);
      if (landing.searchParams.get('state') !== state) throw new Error('state changed');
      code = landing.searchParams.get('code');
      if (!code) throw new Error(`no code: ${landing.searchParams.get('error')}`);
      break;
    }
    url = atVia(locationOf(await client.get(url), url));
  }
  if (!code) throw new Error('no code after the redirects');
  const res = await fetch(`${via}/oidc/token`, {
    method: 'POST',
    headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${publicUrl}/auth2`,
      client_id: EMBEDDED_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  if (res.status !== 200) throw new Error(`code exchange answered ${res.status}`);
  return (await res.json()) as IssuedTokens;
}

/** A new access token for a refresh token, from the process at `via`. */
export async function refreshOverHttp(
  via: string,
  refreshToken: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${via}/oidc/token`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: EMBEDDED_CLIENT_ID,
    }).toString(),
  });
}
