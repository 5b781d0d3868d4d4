import { createHash, randomBytes } from 'node:crypto';
import { CookieClient, locationOf } from '../../apps/server/src/test-support/browserless.js';

/**
 * Signs a new account up on the server's embedded provider over HTTP (authorization code +
 * PKCE, as the web app does) and returns its access token: for benchmarks and journeys that
 * need a signed-in API caller without driving the sign-in pages in a browser.
 */
export async function signUpForToken(baseURL: string, email: string): Promise<string> {
  const client = new CookieClient();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const auth = new URL(`${baseURL}/oidc/auth`);
  auth.search = new URLSearchParams({
    client_id: 'larder-web',
    response_type: 'code',
    redirect_uri: `${baseURL}/auth2`,
    scope: 'openid profile email offline_access api',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  }).toString();
  const interaction = locationOf(await client.get(auth.toString()), auth.toString());
  const password = randomBytes(12).toString('base64url');
  let res = await client.postForm(`${interaction}/signup`, {
    name: 'Bench Cook',
    email,
    password,
    confirm: password,
  });
  let url = locationOf(res, interaction);
  while (!url.startsWith(`${baseURL}/auth2`)) {
    res = await client.get(url);
    url = locationOf(res, url);
  }
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error('no authorization code');
  const token = await fetch(`${baseURL}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${baseURL}/auth2`,
      client_id: 'larder-web',
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
