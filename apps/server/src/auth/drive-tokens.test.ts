import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { EMBEDDED_AUDIENCE, EMBEDDED_CLIENT_ID, loadConfig } from '../config.js';
import { DRIVE_FILES_SCOPE } from '../drive-config.js';
import { CookieClient, locationOf } from '../test-support/browserless.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const DRIVE_RESOURCE = 'https://graph.microsoft.com';
const DRIVE_SCOPE = 'openid offline_access Files.ReadWrite.AppFolder';

/**
 * With DRIVE_MIRROR=onedrive the embedded provider also issues access tokens for the drive
 * resource (RFC 8707 resource indicators), silently within the user's session, with the
 * OneDrive app-folder scope; our API refuses them, since their audience is not its own
 * (sync-and-security-notes §3 item 1).
 */
describe('drive tokens from the embedded provider', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const client = new CookieClient();

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      {
        LOG_LEVEL: 'silent',
        PUBLIC_URL: base,
        WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist'),
        DRIVE_MIRROR: 'onedrive',
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

  function authorization(params: Record<string, string>) {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${base}/auth2`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('hex'),
      ...params,
    }).toString();
    return { url: url.toString(), verifier, state };
  }

  async function codeAfter(url: string, state: string): Promise<string> {
    for (let hop = 0; hop < 6; hop++) {
      if (url.startsWith(`${base}/auth2`)) {
        const landing = new URL(url);
        expect(landing.searchParams.get('state')).toBe(state);
        const code = landing.searchParams.get('code');
        if (!code) throw new Error(`no code: ${landing.searchParams.get('error')}`);
        return code;
      }
      url = locationOf(await client.get(url), url);
    }
    throw new Error('too many redirects');
  }

  async function token(params: Record<string, string>) {
    const res = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: EMBEDDED_CLIENT_ID, ...params }).toString(),
    });
    const body = (await res.json()) as { access_token: string; refresh_token?: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  const apiUser = (accessToken: string) =>
    fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('signs in for the API as before, then gets a drive token silently with the same session', async () => {
    // The API's own sign-in, unchanged: its token is for the API.
    const signIn = authorization({ scope: 'openid profile email offline_access api' });
    const interaction = locationOf(await client.get(signIn.url), signIn.url);
    const signedUp = await client.postForm(`${interaction}/signup`, {
      name: 'Dana Chef',
      email: 'dana@example.com',
      password: 'correct horse',
      confirm: 'correct horse',
    });
    expect(signedUp.status).toBe(303);
    const apiTokens = await token({
      grant_type: 'authorization_code',
      code: await codeAfter(locationOf(signedUp, interaction), signIn.state),
      redirect_uri: `${base}/auth2`,
      code_verifier: signIn.verifier,
    });
    const apiClaims = decodeJwt(apiTokens.access_token);
    expect(apiClaims.aud).toBe(EMBEDDED_AUDIENCE);
    expect((await apiUser(apiTokens.access_token)).status).toBe(200);

    // The drive: prompt=none with the resource indicator answers a code without a page.
    const drive = authorization({ scope: DRIVE_SCOPE, resource: DRIVE_RESOURCE, prompt: 'none' });
    const code = await codeAfter(drive.url, drive.state);
    const driveTokens = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/auth2`,
      code_verifier: drive.verifier,
      resource: DRIVE_RESOURCE,
    });
    const claims = decodeJwt(driveTokens.access_token);
    expect(claims.aud).toBe(DRIVE_RESOURCE);
    expect(claims.iss).toBe(`${base}/oidc`);
    expect(claims.sub).toBe(apiClaims.sub);
    expect(String(claims.scope).split(' ')).toEqual([DRIVE_FILES_SCOPE]);

    // Our API refuses the drive token: its audience is not the API's.
    const refused = await apiUser(driveTokens.access_token);
    expect(refused.status).toBe(401);

    // Renewal with the drive's refresh token gives another drive token.
    expect(driveTokens.refresh_token).toBeTruthy();
    const renewed = await token({
      grant_type: 'refresh_token',
      refresh_token: driveTokens.refresh_token!,
      resource: DRIVE_RESOURCE,
    });
    expect(decodeJwt(renewed.access_token).aud).toBe(DRIVE_RESOURCE);
    expect((await apiUser(renewed.access_token)).status).toBe(401);
  });

  it('refuses a resource it does not serve', async () => {
    const other = authorization({
      scope: DRIVE_SCOPE,
      resource: 'https://elsewhere.example.com',
      prompt: 'none',
    });
    const landing = new URL(locationOf(await client.get(other.url), other.url));
    expect(landing.searchParams.get('error')).toBe('invalid_target');
    expect(landing.searchParams.get('code')).toBeNull();
  });
});

/**
 * A server whose users signed in before the mirror was turned on: the grant they hold names the
 * API only; the provider adds the drive to it for the product's own client, still silently.
 */
describe('drive tokens after the mirror is turned on for existing sessions', () => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  let base: string;
  let port: number;
  const client = new CookieClient();

  async function start(env: Record<string, string>) {
    const config = loadConfig(
      {
        LOG_LEVEL: 'silent',
        PUBLIC_URL: base,
        WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist'),
        ...env,
      },
      os.tmpdir(),
    );
    app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
  }

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  function authorization(params: Record<string, string>) {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${base}/auth2`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('hex'),
      ...params,
    }).toString();
    return { url: url.toString(), verifier, state };
  }

  async function landing(url: string): Promise<URL> {
    for (let hop = 0; hop < 6; hop++) {
      if (url.startsWith(`${base}/auth2`)) return new URL(url);
      url = locationOf(await client.get(url), url);
    }
    throw new Error('too many redirects');
  }

  it('signs in with the mirror off, then gets a drive token silently once it is on', async () => {
    await start({});
    const signIn = authorization({ scope: 'openid profile email offline_access api' });
    const interaction = locationOf(await client.get(signIn.url), signIn.url);
    const signedUp = await client.postForm(`${interaction}/signup`, {
      name: 'Lee Early',
      email: 'lee@example.com',
      password: 'correct horse',
      confirm: 'correct horse',
    });
    expect(
      (await landing(locationOf(signedUp, interaction))).searchParams.get('code'),
    ).toBeTruthy();

    // With the mirror off the provider serves no drive resource.
    const refused = authorization({ scope: DRIVE_SCOPE, resource: DRIVE_RESOURCE, prompt: 'none' });
    expect((await landing(refused.url)).searchParams.get('error')).toBe('invalid_target');

    // The same server and database, restarted with the mirror on.
    await app!.close();
    // Let the client's pool see the old connections closed before it calls again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await start({ DRIVE_MIRROR: 'onedrive' });
    const drive = authorization({ scope: DRIVE_SCOPE, resource: DRIVE_RESOURCE, prompt: 'none' });
    const code = (await landing(drive.url)).searchParams.get('code');
    expect(code).toBeTruthy();
    const res = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: EMBEDDED_CLIENT_ID,
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: `${base}/auth2`,
        code_verifier: drive.verifier,
        resource: DRIVE_RESOURCE,
      }).toString(),
    });
    expect(res.status).toBe(200);
    const claims = decodeJwt(((await res.json()) as { access_token: string }).access_token);
    expect(claims.aud).toBe(DRIVE_RESOURCE);
    expect(String(claims.scope)).toBe(DRIVE_FILES_SCOPE);
  });
});
