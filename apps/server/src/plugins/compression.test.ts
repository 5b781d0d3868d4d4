import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** The PGlite server with a built app whose script has brotli and gzip copies beside it. */
describe('compression', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'larder-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Larder</title>');
    await writeFile(path.join(dist, 'sw.js'), `self.x = ${JSON.stringify('y'.repeat(3000))};`);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), script);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    database = await testDatabaseKinds[0]!.open();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: dist }, os.tmpdir()),
      database,
    });
    // A JSON answer of the size of a sync pull page (rows of documents).
    app.get('/test/rows', async () => ({
      rows: Array.from({ length: 200 }, (_, i) => ({ kind: 'item', key: `FLOUR ${i}`, rev: i })),
    }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the brotli copy of a built asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where neither is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a file that has no copy as it sends it (the service worker), still revalidated', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('yyyy');
  });

  it('compresses a large JSON answer with brotli, decoded to the same JSON', async () => {
    const res = await get('/test/rows', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const rows = JSON.parse(brotliDecompressSync(res.rawPayload).toString()).rows;
    expect(rows).toHaveLength(200);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 3);
  });

  it(`compresses API answers above ${COMPRESS_THRESHOLD_BYTES} bytes and leaves small ones as they are`, async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    const missing = await get(`/api/${'n'.repeat(2000)}`, 'gzip');
    expect(missing.statusCode).toBe(404);
    // A 404 answer is small: sent as it is.
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
