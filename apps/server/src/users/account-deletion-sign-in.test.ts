import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { accounts } from '../db/schema.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { freePort } from '../test-support/server-process.js';
import { refreshOverHttp, signInOverHttp } from '../test-support/sign-in-over-http.js';

/**
 * Delete account with the embedded provider, signed in as a browser is (sign-up, password,
 * code with PKCE, tokens): afterwards its access token gets 401, its refresh token renews
 * nothing, its password signs in no more, and the provider keeps no model that names it.
 */
describe.each(testDatabaseKinds)('Delete account of an embedded sign-in on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    database = await kind.open();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      { LOG_LEVEL: 'silent', PUBLIC_URL: base, WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist') },
      os.tmpdir(),
    );
    app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('ends the account’s tokens, sessions and password with the account', async () => {
    const account = { name: 'Sam', email: 'sam@bistro.example', password: 'a long password' };
    const tokens = await signInOverHttp(base, account, { signUp: true });
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const [row] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, account.email));
    const accountId = row!.id;
    const naming = async () =>
      (
        await database.rows<{ n: number }>(
          sql`select count(*)::int as n from oidc_payloads
              where position(${accountId} in payload::text) > 0`,
        )
      )[0]!.n;
    expect(await naming()).toBeGreaterThan(0);
    expect((await fetch(`${base}/api/user`, { headers: bearer })).status).toBe(200);

    const res = await fetch(`${base}/api/users/me`, {
      method: 'DELETE',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: account.email }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: true, externalSignIn: false });

    expect((await fetch(`${base}/api/user`, { headers: bearer })).status).toBe(401);
    expect(await naming()).toBe(0);
    const renewed = await refreshOverHttp(base, tokens.refresh_token!);
    expect(renewed.status).toBe(400);
    expect(((await renewed.json()) as { error: string }).error).toBe('invalid_grant');
    await expect(signInOverHttp(base, account)).rejects.toThrow();
  });
});
