import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { EMBEDDED_AUDIENCE, EMBEDDED_CLIENT_ID, loadConfig } from '../config.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { CookieClient, locationOf } from '../test-support/browserless.js';
import { SIGN_IN_RATE_LIMIT } from './interaction-routes.js';

/**
 * The embedded provider end to end over HTTP: authorization code + PKCE, sign-up, sign-in,
 * silent sign-on, token refresh, the API with the issued token, and sign-out.
 */
describe.each(testDatabaseKinds)('embedded sign-in on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await kind.open();
    // Listen first on a free port, then build the app for that public address.
    const probe = (await import('node:net')).createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      }),
    );
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      {
        LOG_LEVEL: 'silent',
        PUBLIC_URL: base,
        WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist'),
      },
      os.tmpdir(),
    );
    app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  function authorizationUrl(extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(8).toString('hex');
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${base}/auth2`,
      scope: 'openid profile email offline_access api',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('hex'),
      ...extra,
    }).toString();
    return { url: url.toString(), verifier, state };
  }

  async function redeem(code: string, verifier: string) {
    const res = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}/auth2`,
        client_id: EMBEDDED_CLIENT_ID,
        code_verifier: verifier,
      }).toString(),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; id_token: string; refresh_token?: string };
  }

  /** Follows the provider's redirects until it lands on our redirect URI; returns the code. */
  async function codeFrom(client: CookieClient, start: string, state: string) {
    let url = start;
    for (let hop = 0; hop < 6; hop++) {
      if (url.startsWith(`${base}/auth2`)) {
        const landing = new URL(url);
        expect(landing.searchParams.get('state')).toBe(state);
        const code = landing.searchParams.get('code');
        if (!code) throw new Error(`no code: ${landing.searchParams.get('error')}`);
        return code;
      }
      const res = await client.get(url);
      if (res.status === 200) return undefined;
      url = locationOf(res, url);
    }
    throw new Error('too many redirects');
  }

  const account = { name: 'Sam Cook', email: 'sam@example.com', password: 'correct horse' };

  it('signs up, redeems the code with PKCE, and calls the API with the access token', async () => {
    const client = new CookieClient();
    const { url, verifier, state } = authorizationUrl();
    const toInteraction = await client.get(url);
    expect(toInteraction.status).toBe(303);
    const interaction = locationOf(toInteraction, url);
    expect(interaction).toMatch(/\/auth\/interaction\/[\w-]+$/);

    const page = await client.get(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in to your kitchen');
    expect(html).not.toMatch(/fonts\.googleapis|https?:\/\/(?!127\.0\.0\.1)/);

    const signedUp = await client.postForm(`${interaction}/signup`, {
      ...account,
      confirm: account.password,
    });
    expect(signedUp.status).toBe(303);
    const code = await codeFrom(client, locationOf(signedUp, interaction), state);
    const tokens = await redeem(code!, verifier);

    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toBe(EMBEDDED_AUDIENCE);
    expect(claims.iss).toBe(`${base}/oidc`);
    expect(String(claims.scope)).toContain('api');

    const user = await fetch(`${base}/api/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { id: string }).id).toBe(claims.sub);

    // Silent sign-on: the provider's session answers prompt=none without a page.
    const silent = authorizationUrl({ prompt: 'none', login_hint: account.email });
    const silentCode = await codeFrom(client, silent.url, silent.state);
    expect(silentCode).toBeTruthy();

    // Refresh: a new access token without the user.
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: EMBEDDED_CLIENT_ID,
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(((await refreshed.json()) as { access_token: string }).access_token).sub).toBe(
      claims.sub,
    );

    // Sign-out ends the provider session and returns to the public site.
    const end = new URL(`${base}/oidc/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/`,
    }).toString();
    const confirm = await client.get(end.toString());
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('/auth/assets/sign-out.js');
    const action = /action="([^"]+)"/.exec(confirmHtml)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmHtml)![1]!;
    const out = await client.postForm(new URL(action, base).toString(), { xsrf, logout: 'yes' });
    expect(out.status).toBe(303);
    expect(locationOf(out, base)).toBe(`${base}/`);

    // After sign-out, prompt=none cannot sign in silently.
    const after = authorizationUrl({ prompt: 'none' });
    const landing = locationOf(await client.get(after.url), after.url);
    expect(new URL(landing).searchParams.get('error')).toBe('login_required');
  });

  it('signs in an existing account, and refuses a wrong password', async () => {
    const client = new CookieClient();
    const { url, verifier, state } = authorizationUrl();
    const interaction = locationOf(await client.get(url), url);
    const wrong = await client.postForm(`${interaction}/login`, {
      email: account.email,
      password: 'nope nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong e-mail or password.');

    const ok = await client.postForm(`${interaction}/login`, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(ok.status).toBe(303);
    const code = await codeFrom(client, locationOf(ok, interaction), state);
    const tokens = await redeem(code!, verifier);
    expect(decodeJwt(tokens.id_token).email).toBe(account.email);
  });

  it('escapes user text on the sign-in pages', async () => {
    const client = new CookieClient();
    const { url } = authorizationUrl();
    const interaction = locationOf(await client.get(url), url);
    const hostile = '"><script>alert(1)</script>@example.com';
    const res = await client.postForm(`${interaction}/login`, {
      email: hostile,
      password: 'wrong password',
    });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
  });

  it('refuses a redirect_uri that is not registered, and sends nothing there', async () => {
    const client = new CookieClient();
    const { url } = authorizationUrl({ redirect_uri: 'https://evil.example/auth2' });
    const res = await client.get(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).not.toContain('evil.example');
  });

  it('refuses a code redeemed without the PKCE verifier', async () => {
    const client = new CookieClient();
    const { url, state } = authorizationUrl();
    const interaction = locationOf(await client.get(url), url);
    const ok = await client.postForm(`${interaction}/login`, account);
    const code = await codeFrom(client, locationOf(ok, interaction), state);
    const res = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: `${base}/auth2`,
        client_id: EMBEDDED_CLIENT_ID,
        code_verifier: randomBytes(32).toString('base64url'),
      }).toString(),
    });
    expect(res.status).toBe(400);
  });

  it('names the problem of a bad sign-up and keeps the typed values', async () => {
    const client = new CookieClient();
    const { url } = authorizationUrl();
    const interaction = locationOf(await client.get(url), url);
    const res = await client.postForm(`${interaction}/signup`, {
      name: 'Kim',
      email: 'kim@example.com',
      password: 'short',
      confirm: 'short',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('The password needs at least 8 characters.');
    expect(html).toContain('value="kim@example.com"');
    const taken = await client.postForm(`${interaction}/signup`, {
      ...account,
      confirm: account.password,
    });
    expect(await taken.text()).toContain('An account with this e-mail already exists.');
  });

  it(`answers 429 after ${SIGN_IN_RATE_LIMIT.max} sign-in attempts a minute`, async () => {
    const client = new CookieClient();
    const { url } = authorizationUrl();
    const interaction = locationOf(await client.get(url), url);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const res = await client.postForm(`${interaction}/login`, {
        email: 'nobody@example.com',
        password: 'whatever1',
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
