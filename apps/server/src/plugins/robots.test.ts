import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@larder/domain';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';

describe('robots.txt and sitemap.xml', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    const env = { LOG_LEVEL: 'silent', PUBLIC_URL: 'https://larder.example' };
    app = await buildApp({ config: loadConfig(env, os.tmpdir()), database });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers robots.txt as text, not the app: the API and sign-in provider closed, the sitemap named', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Disallow: /oidc/\n');
    expect(res.body).not.toContain('Disallow: /signin');
    expect(res.body).toContain('Sitemap: https://larder.example/sitemap.xml');
  });

  it('lists every public page in sitemap.xml at PUBLIC_URL, whatever Host the request names', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGE_PATHS.map((p) => `https://larder.example${p}`));
    expect(res.body).not.toContain('evil.example');
  });
});
