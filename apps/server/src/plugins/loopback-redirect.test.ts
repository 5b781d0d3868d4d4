import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

const pglite = testDatabaseKinds[0]!;

describe('the other loopback names of the default address', () => {
  let database: TestDatabase;
  let plain: TestApp;
  let published: TestApp;

  beforeAll(async () => {
    database = await pglite.open();
    plain = await buildTestApp(database, { env: { PORT: '8080' } });
    published = await buildTestApp(database, {
      env: { PORT: '8080', PUBLIC_URL: 'http://127.0.0.1:8080' },
    });
  });
  afterAll(async () => {
    await plain?.app.close();
    await published?.app.close();
    await database?.dispose();
  });

  it.each(['127.0.0.1:8080', '[::1]:8080'])(
    'send a page asked for at %s on to http://localhost:8080 when PUBLIC_URL is not set',
    async (host) => {
      const res = await plain.app.inject({ method: 'GET', url: '/signin?x=1', headers: { host } });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('http://localhost:8080/signin?x=1');
    },
  );

  it('answers API calls where they arrive', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends nothing on at the public address itself, nor when PUBLIC_URL is set', async () => {
    const here = await plain.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    expect(here.statusCode).toBe(200);
    const set = await published.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(set.statusCode).toBe(200);
  });
});
