import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { EMBEDDED_AUDIENCE, EMBEDDED_CLIENT_ID, loadConfig } from '../config.js';
import { CookieClient, locationOf } from '../test-support/browserless.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * With OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE set, the server takes its keys from that
 * issuer's discovery document and JWKS: here a second Larder server plays the external issuer.
 */
describe('an external OpenID issuer', () => {
  let issuerDb: TestDatabase;
  let apiDb: TestDatabase;
  let issuer: FastifyInstance;
  let api: FastifyInstance;
  let issuerBase: string;

  beforeAll(async () => {
    issuerDb = await testDatabaseKinds[0]!.open();
    apiDb = await testDatabaseKinds[0]!.open();
    const port = await freePort();
    issuerBase = `http://127.0.0.1:${port}`;
    const dist = path.join(os.tmpdir(), 'larder-no-dist');
    issuer = await buildApp({
      config: loadConfig(
        { LOG_LEVEL: 'silent', PUBLIC_URL: issuerBase, WEB_DIST: dist },
        os.tmpdir(),
      ),
      database: issuerDb,
    });
    await issuer.listen({ port, host: '127.0.0.1' });
    api = await buildApp({
      config: loadConfig(
        {
          LOG_LEVEL: 'silent',
          WEB_DIST: dist,
          OIDC_ISSUER: `${issuerBase}/oidc`,
          OIDC_CLIENT_ID: EMBEDDED_CLIENT_ID,
          OIDC_AUDIENCE: EMBEDDED_AUDIENCE,
        },
        os.tmpdir(),
      ),
      database: apiDb,
    });
  });
  afterAll(async () => {
    await api?.close();
    await issuer?.close();
    await apiDb?.dispose();
    await issuerDb?.dispose();
  });

  it('mounts no provider of its own and tells the browser to use the issuer', async () => {
    expect((await api.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(
      404,
    );
    expect((await api.inject({ url: '/api/auth-config' })).json()).toMatchObject({
      kind: 'external',
      authority: `${issuerBase}/oidc`,
      clientId: EMBEDDED_CLIENT_ID,
    });
  });

  it("accepts the issuer's access tokens, verified against its published keys", async () => {
    const client = new CookieClient();
    const verifier = randomBytes(32).toString('base64url');
    const auth = new URL(`${issuerBase}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${issuerBase}/auth2`,
      scope: 'openid profile email api',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'external',
      nonce: 'n',
    }).toString();
    const interaction = locationOf(await client.get(auth.toString()), auth.toString());
    let res = await client.postForm(`${interaction}/signup`, {
      name: 'Ext',
      email: 'ext@example.com',
      password: 'external pw 1',
      confirm: 'external pw 1',
    });
    let url = locationOf(res, interaction);
    while (!url.startsWith(`${issuerBase}/auth2`)) {
      res = await client.get(url);
      url = locationOf(res, url);
    }
    const token = await fetch(`${issuerBase}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(url).searchParams.get('code')!,
        redirect_uri: `${issuerBase}/auth2`,
        client_id: EMBEDDED_CLIENT_ID,
        code_verifier: verifier,
      }).toString(),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const user = await api.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(user.statusCode).toBe(200);

    const forged = await api.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${access_token}x` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
