import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  APP_ROUTES_FILE,
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_PATH_SLOT,
  PRERENDERED_PAGE_PATHS,
  prerenderedPageFile,
} from '@larder/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';

const APP_SHELL = '<!doctype html><title>Larder</title><div id="root">app</div>';

/** A prerendered page as the web build writes it: a relative canonical link. */
const pageHtml = (pagePath: string) =>
  `<!doctype html><html><head><title>${pagePath}</title>` +
  `<link rel="canonical" href="${pagePath}" /></head>` +
  `<body><div id="root"><h1>Page ${pagePath}</h1>${'<p>text</p>'.repeat(200)}</div></body></html>`;

const NOT_FOUND_HTML =
  '<!doctype html><html><head><meta name="robots" content="noindex" /></head>' +
  `<body><h1>Page not found</h1><p>There is no page at <code>${NOT_FOUND_PATH_SLOT}</code>.</p></body></html>`;

/** A built web app with its prerendered pages, or without them (`pages: false`). */
async function builtApp(options: { pages: boolean }): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'larder-dist-'));
  await writeFile(path.join(dist, 'index.html'), APP_SHELL);
  if (!options.pages) return dist;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  };
  for (const pagePath of PRERENDERED_PAGE_PATHS) {
    await write(prerenderedPageFile(pagePath), pageHtml(pagePath));
  }
  await write(NOT_FOUND_PAGE_FILE, NOT_FOUND_HTML);
  await write(APP_ROUTES_FILE, JSON.stringify(['/dash', '/recipes/:foodkey', '/auth2']));
  return dist;
}

describe('the web app: prerendered public pages, the app, the not-found page', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = await builtApp({ pages: true });
    database = await testDatabaseKinds[0]!.open();
    const env = { LOG_LEVEL: 'silent', WEB_DIST: dist, PUBLIC_URL: 'https://larder.example' };
    app = await buildApp({ config: loadConfig(env, os.tmpdir()), database });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends each public page and /signin as prerendered, its canonical link on PUBLIC_URL, revalidated', async () => {
    for (const pagePath of PRERENDERED_PAGE_PATHS) {
      const res = await get(pagePath);
      expect(res.statusCode, pagePath).toBe(200);
      expect(res.headers['content-type'], pagePath).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], pagePath).toBe('no-cache');
      expect(res.body, pagePath).toContain(`<h1>Page ${pagePath}</h1>`);
      expect(res.body, pagePath).toContain(
        `<link rel="canonical" href="https://larder.example${pagePath}" />`,
      );
    }
  });

  it('sends the home page for /, not the app', async () => {
    const res = await get('/');
    expect(res.body).toContain('<h1>Page /</h1>');
    expect(res.body).not.toContain(APP_SHELL);
  });

  it('answers 304 when the browser has the page already (ETag), and a page with a query', async () => {
    const first = await get('/pricing');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/pricing', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/pricing?plan=5')).body).toContain('<h1>Page /pricing</h1>');
    expect((await get('/pricing/')).body).toContain('<h1>Page /pricing</h1>');
  });

  it('compresses a page for a browser that accepts it', async () => {
    const res = await get('/gallery', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it("sends the app for each of the app's screens", async () => {
    for (const url of ['/dash', '/recipes/PIZZA%20DOUGH', '/auth2?code=x&state=y', '/dash/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(APP_SHELL);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the not-found page with 404 for any other address, showing it escaped', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('There is no page at <code>/no/such/page</code>.');
    expect(res.body).not.toContain(NOT_FOUND_PATH_SLOT);
    const odd = await get("/fish&chips/'s");
    expect(odd.statusCode).toBe(404);
    expect(odd.body).toContain('<code>/fish&amp;chips/&#39;s</code>');
    expect((await get('/recipes')).statusCode).toBe(404);
  });

  it('never serves the prerendered files by their own paths', async () => {
    const res = await get(`/${prerenderedPageFile('/pricing')}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    expect((await get(`/${APP_ROUTES_FILE}`)).statusCode).toBe(404);
  });

  it('answers /favicon.ico with the icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('keeps answering an unknown API path with the JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'ERR_NOT_FOUND' });
  });
});

describe('the web app: a build without prerendered pages', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = await builtApp({ pages: false });
    database = await testDatabaseKinds[0]!.open();
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

  it('sends the app for every browser path, which shows its own pages', async () => {
    for (const url of ['/', '/pricing', '/dash', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(APP_SHELL);
    }
  });
});
