import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { testDatabaseKinds, type TestDatabase } from './test-support/databases.js';
import { version } from './version.js';

describe.each(testDatabaseKinds)('server on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'larder-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Larder</title>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    database = await kind.open();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist }, os.tmpdir()),
      database,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers /api/health with the version and the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version,
      database: { kind: kind.name, ok: true },
      migrations: { current: true },
      mail: { kind: 'outbox', ok: true },
    });
  });

  it('serves the PWA at / and index.html for any app path', async () => {
    for (const url of ['/', '/ingredients/FLOUR', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Larder</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the service worker from the root, always revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown /api path with a JSON 404, never the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'ERR_NOT_FOUND', message: 'Not found' });
  });

  it('sends the security headers on pages, API answers and sign-in answers alike', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';worker-src 'self';" +
        "manifest-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'self';" +
        "form-action 'self';report-uri http://localhost:8080/api/csp-report;report-to csp",
    );
    expect(page.headers['reporting-endpoints']).toBe('csp="http://localhost:8080/api/csp-report"');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-embedder-policy']).toBeUndefined();

    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(securityHeaderNames.map((name) => [name, headers[name]] as const));
    for (const url of [
      '/api/health',
      '/api/nothing-here',
      '/oidc/.well-known/openid-configuration',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(security(res.headers), url).toEqual(security(page.headers));
    }
  });

  it('allows no other origin to read the API (no CORS headers, preflight not granted)', async () => {
    const origin = 'https://evil.example';
    const read = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

const securityHeaderNames = [
  'content-security-policy',
  'reporting-endpoints',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('server without a built web app', () => {
  it('still answers the API and says 404 for pages', async () => {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildApp({
      config: loadConfig(
        { LOG_LEVEL: 'silent', WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist') },
        os.tmpdir(),
      ),
      database,
    });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
