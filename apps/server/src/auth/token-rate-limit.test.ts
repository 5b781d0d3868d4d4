import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { TOKEN_RATE_LIMIT, TOKEN_USER_RATE_LIMIT } from '../limits.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { freePort } from '../test-support/server-process.js';
import { refreshOverHttp, signInOverHttp } from '../test-support/sign-in-over-http.js';
import { useTestApp } from '../test-support/test-app.js';

describe.each(testDatabaseKinds)('TOKEN_RATE_LIMIT on $name', (kind) => {
  const t = useTestApp(kind);

  const token = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      remoteAddress,
      payload: 'grant_type=refresh_token&refresh_token=nope&client_id=larder-web',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it(`answers ERR_RATE_LIMITED after ${TOKEN_RATE_LIMIT.max} token calls from one address`, async () => {
    for (let i = 0; i < TOKEN_RATE_LIMIT.max; i++) {
      expect((await token('192.0.2.10')).statusCode).toBe(400);
    }
    const over = await token('192.0.2.10');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'ERR_RATE_LIMITED' });
    // Another address is not affected.
    expect((await token('192.0.2.11')).statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds)('TOKEN_USER_RATE_LIMIT on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    database = await kind.open();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      {
        LOG_LEVEL: 'silent',
        PUBLIC_URL: base,
        TRUST_PROXY: 'loopback',
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

  it(`answers ERR_RATE_LIMITED after ${TOKEN_USER_RATE_LIMIT.max} token calls for one account, from any address`, async () => {
    const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    const account = { name: 'Lee Chef', email: 'lee@example.com', password: 'sourdough starter' };
    const tokens = await signInOverHttp(base, account, { signUp: true, headers: from(200) });
    let refreshToken = tokens.refresh_token!;
    // The sign-in's own code exchange was the account's first call.
    for (let i = 1; i < TOKEN_USER_RATE_LIMIT.max; i++) {
      const res = await refreshOverHttp(base, refreshToken, from(i));
      expect(res.status, `refresh ${i}`).toBe(200);
      refreshToken =
        ((await res.json()) as { refresh_token?: string }).refresh_token ?? refreshToken;
    }
    const over = await refreshOverHttp(base, refreshToken, from(99));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: 'ERR_RATE_LIMITED' });

    // Another account is not affected.
    const other = { name: 'Kim Pastry', email: 'kim@example.com', password: 'laminated dough' };
    const theirs = await signInOverHttp(base, other, { signUp: true, headers: from(201) });
    expect((await refreshOverHttp(base, theirs.refresh_token!, from(99))).status).toBe(200);
  });
});
