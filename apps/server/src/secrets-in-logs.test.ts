import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formatHlc } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { EMBEDDED_CLIENT_ID, loadConfig } from './config.js';
import { REDACTED } from './plugins/log-options.js';
import { CookieClient, locationOf } from './test-support/browserless.js';
import { testDatabaseKinds, type TestDatabase } from './test-support/databases.js';

/**
 * Nothing secret in logs: the real server at LOG_LEVEL trace, its log kept in memory, through
 * a whole embedded sign-up and sign-in (password, authorization code with PKCE, the landing
 * URL with the code, tokens, refresh, sign-out with the id token), API calls with the bearer
 * token (a refused one too) and a sync push and pull. No token, code, password or cookie
 * value appears anywhere in the log.
 */
describe.each(testDatabaseKinds)('secrets in logs on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await kind.open();
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      }),
    );
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      { LOG_LEVEL: 'trace', PUBLIC_URL: base, WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist') },
      os.tmpdir(),
    );
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const form = (body: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

  it('keeps tokens, codes, passwords and cookies out of the log', async () => {
    const secrets: Record<string, string> = {};
    const account = { name: 'Log Cook', email: 'log@example.com', password: 'never-logged-9' };
    secrets.password = account.password;

    // Sign up through the embedded provider, as the browser does.
    const client = new CookieClient();
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(12).toString('hex');
    const nonce = randomBytes(12).toString('hex');
    Object.assign(secrets, { verifier, state, nonce });
    const auth = new URL(`${base}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${base}/auth2`,
      scope: 'openid profile email offline_access api',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      nonce,
    }).toString();
    const interaction = locationOf(await client.get(auth.toString()), auth.toString());
    const signedUp = await client.postForm(`${interaction}/signup`, {
      ...account,
      confirm: account.password,
    });
    expect(signedUp.status).toBe(303);
    let url = locationOf(signedUp, interaction);
    for (let hop = 0; hop < 6 && !url.startsWith(`${base}/auth2`); hop++) {
      url = locationOf(await client.get(url), url);
    }
    const code = new URL(url).searchParams.get('code');
    expect(code).toBeTruthy();
    secrets.code = code!;
    // The browser lands on /auth2 with the code and the state in its URL.
    await client.get(url);

    const redeemed = await fetch(
      `${base}/oidc/token`,
      form({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: `${base}/auth2`,
        client_id: EMBEDDED_CLIENT_ID,
        code_verifier: verifier,
      }),
    );
    expect(redeemed.status).toBe(200);
    const tokens = (await redeemed.json()) as {
      access_token: string;
      id_token: string;
      refresh_token: string;
    };
    Object.assign(secrets, {
      access: tokens.access_token,
      id: tokens.id_token,
      refresh: tokens.refresh_token,
    });
    const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
    for (const [name, value] of cookies) if (value.length >= 8) secrets[`cookie ${name}`] = value;
    expect(Object.keys(secrets).some((name) => name.startsWith('cookie'))).toBe(true);

    // The API with the token: user, a venue, a sync push and pull; and a refused token.
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const api = (pathname: string, init: RequestInit = {}) =>
      fetch(`${base}/api${pathname}`, {
        ...init,
        headers: { ...bearer, 'content-type': 'application/json', ...init.headers },
      });
    expect((await api('/user')).status).toBe(200);
    const saved = await api('/venues', {
      method: 'POST',
      body: JSON.stringify({ flag: 'add', venue: { venue_name: 'Log Kitchen' } }),
    });
    const venueId = ((await saved.json()) as { venue: { id: string } }).venue.id;
    const clientId = 'log-device-1';
    const pushed = await api(`/sync/v1/venues/${venueId}/push`, {
      method: 'POST',
      body: JSON.stringify({
        protocol: 1,
        schemaVersion: 1,
        clientId,
        mutations: [
          {
            mid: 1,
            kind: 'item',
            key: 'SALT',
            gen: 0,
            hlc: formatHlc({ ms: Date.now(), counter: 0, node: clientId }),
            doc: {
              type: 'single',
              foodkey: 'SALT',
              name: 'salt',
              purchaseprice: 1,
              purchaseqty: 1,
              purchaseunit: 'kg',
            },
          },
        ],
      }),
    });
    expect(pushed.status).toBe(200);
    const pulled = await api(`/sync/v1/venues/${venueId}/pull?limit=10`);
    const rows = ((await pulled.json()) as { rows: { key: string }[] }).rows;
    expect(rows.map((row) => row.key)).toContain('SALT');
    const refused = `${tokens.access_token.slice(0, -4)}AAAA`;
    secrets.refused = refused;
    const wrong = await fetch(`${base}/api/user`, {
      headers: { authorization: `Bearer ${refused}` },
    });
    expect(wrong.status).toBe(401);

    // A new access token from the refresh token, then sign-out with the id token as hint.
    const refreshed = await fetch(
      `${base}/oidc/token`,
      form({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: EMBEDDED_CLIENT_ID,
      }),
    );
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string; refresh_token?: string };
    secrets.renewed = renewed.access_token;
    if (renewed.refresh_token) secrets.renewedRefresh = renewed.refresh_token;
    const end = new URL(`${base}/oidc/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/`,
    }).toString();
    expect((await client.get(end.toString())).status).toBe(200);

    const log = lines.join('');
    // The log did record the flow, with the secrets of its URLs masked.
    expect(log).toContain(`/auth2?code=${REDACTED}`);
    expect(log).toContain(`id_token_hint=${REDACTED}`);
    expect(log).toContain('token refused');
    expect(log).toContain(`/auth/interaction/${REDACTED}/signup`);
    const leaked = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
