import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorAnswers } from '../plugins/error-answers.js';
import { isStorageFull, STORAGE_FULL_RETRY_SECONDS } from './storage-full.js';

/** PGlite's error for a table file that cannot grow (SQLSTATE 53100), as a query wraps it. */
const diskFull = Object.assign(new Error('could not extend file "base/5/16550"'), {
  code: '53100',
});

describe('a full disk under the database', () => {
  it('is told by disk_full (53100) or ENOSPC, also when wrapped, and by nothing else', () => {
    expect(isStorageFull(diskFull)).toBe(true);
    expect(isStorageFull(new Error('query failed', { cause: diskFull }))).toBe(true);
    const enospc = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    expect(isStorageFull(enospc)).toBe(true);
    // PGlite's file system reports Emscripten's errno alone (51 is ENOSPC).
    expect(isStorageFull(Object.assign(new Error('FS error'), { errno: 51 }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(new Error('anything else'))).toBe(false);
  });

  it(`answers 503 ERR_UNAVAILABLE with Retry-After ${STORAGE_FULL_RETRY_SECONDS} s, not an internal error`, async () => {
    const app = Fastify({ logger: false });
    registerErrorAnswers(app);
    app.post('/write', async () => {
      throw new Error('query failed', { cause: diskFull });
    });
    app.post('/other', async () => {
      throw new Error('a fault of the server');
    });
    const full = await app.inject({ method: 'POST', url: '/write' });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe(String(STORAGE_FULL_RETRY_SECONDS));
    expect(full.json()).toEqual({
      error: 'ERR_UNAVAILABLE',
      message: "The server's disk is full: nothing was stored. Try again later.",
    });
    const other = await app.inject({ method: 'POST', url: '/other' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({ error: 'ERR_INTERNAL', message: 'Internal error' });
    await app.close();
  });
});
