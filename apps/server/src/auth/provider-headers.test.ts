import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { SIGN_IN_RATE_LIMIT } from './interaction-routes.js';

const PUBLIC_URL = 'https://larder.example';

/** A test app with `env` on a fresh database of `kind` for one describe block. */
function useApp(kind: (typeof testDatabaseKinds)[number], env: Record<string, string>) {
  let database: TestDatabase | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    database = await kind.open();
    built = await buildTestApp(database, { env: { PUBLIC_URL, ...env } });
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.dispose();
  });
  return () => built!.app;
}

/** Statuses of SIGN_IN_RATE_LIMIT.max sign-in posts from one forwarded address, then one more from another. */
async function signInStatuses(app: () => TestApp['app']) {
  const post = (forwardedFor: string) =>
    app().inject({
      method: 'POST',
      url: '/auth/interaction/unknown/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'a@example.com', password: 'wrong-password' },
    });
  for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) await post('203.0.113.1');
  return (await post('198.51.100.2')).statusCode;
}

describe.each(testDatabaseKinds)('TRUST_PROXY on $name', (kind) => {
  describe('off (the default)', () => {
    const app = useApp(kind, {});

    it('ignores X-Forwarded-For: two forwarded addresses share the caller address bucket', async () => {
      expect(await signInStatuses(app)).toBe(429);
    });
  });

  describe('on', () => {
    const app = useApp(kind, { TRUST_PROXY: 'true' });

    it('follows X-Forwarded-For: each forwarded address has its own bucket', async () => {
      expect(await signInStatuses(app)).not.toBe(429);
    });
  });

  describe('the discovery document', () => {
    const app = useApp(kind, { TRUST_PROXY: 'true' });

    it.each([
      ['a forged Host', { host: 'evil.example' }],
      [
        'a forged X-Forwarded-Host',
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      ],
    ])('names PUBLIC_URL only, whatever %s says', async (_name, headers) => {
      const res = await app().inject({ url: '/oidc/.well-known/openid-configuration', headers });
      expect(res.statusCode).toBe(200);
      const urls = Object.values(res.json() as Record<string, unknown>).filter(
        (value): value is string => typeof value === 'string' && /^https?:\/\//.test(value),
      );
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/oidc`)).toBe(true);
      expect(res.body).not.toContain('evil.example');
    });

    it('sends the authorization request on to a PUBLIC_URL page, whatever Host says', async () => {
      const res = await app().inject({
        url:
          '/oidc/auth?client_id=larder-web&response_type=code&scope=openid&code_challenge=' +
          'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=' +
          encodeURIComponent(`${PUBLIC_URL}/auth2`),
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode).toBe(303);
      const location = new URL(res.headers.location as string, PUBLIC_URL);
      expect(location.origin).toBe(PUBLIC_URL);
      expect(location.pathname).toMatch(/^\/auth\/interaction\//);
    });
  });
});
