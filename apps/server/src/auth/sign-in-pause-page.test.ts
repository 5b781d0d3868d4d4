import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '../limits.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { signUp } from './accounts.js';
import { SIGN_IN_PAUSED } from './sign-in.js';

const PUBLIC_URL = 'http://localhost:8080';

describe.each(testDatabaseKinds)('the sign-in page while sign-in is paused on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database, { env: { PUBLIC_URL, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  /** Starts a sign-in: the interaction's path and the cookies that go with it. */
  async function startSignIn() {
    const res = await t.app.inject({
      url:
        '/oidc/auth?client_id=larder-web&response_type=code&scope=openid&code_challenge=' +
        'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=' +
        encodeURIComponent(`${PUBLIC_URL}/auth2`),
    });
    const cookies = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    return { path: new URL(res.headers.location as string, PUBLIC_URL).pathname, cookies };
  }

  it('answers the wrong-password page with the pause sentence, from any address', async () => {
    const email = 'paused@example.com';
    const password = 'right-password';
    await signUp(database.db, { name: 'Cook', email, password, confirm: password });
    const { path, cookies } = await startSignIn();
    const attempt = (n: number, pass: string) =>
      t.app.inject({
        method: 'POST',
        url: `${path}/login`,
        headers: { cookie: cookies, 'x-forwarded-for': `198.51.100.${n}` },
        payload: { email, password: pass },
      });
    for (let i = 1; i < SIGN_IN_LOCKOUT.failures; i++) {
      const res = await attempt(i, 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Wrong e-mail or password.');
      expect(res.body).not.toContain(SIGN_IN_PAUSED);
    }
    const last = await attempt(100, 'wrong-password');
    expect(last.statusCode).toBe(401);
    expect(last.body).toContain('Wrong e-mail or password.');
    expect(last.body).toContain(SIGN_IN_PAUSED);
    const right = await attempt(101, password);
    expect(right.statusCode).toBe(401);
    expect(right.body).toContain(SIGN_IN_PAUSED);
  });
});
