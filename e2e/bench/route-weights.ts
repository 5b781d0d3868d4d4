/**
 * What each entry route of the app loads: the JavaScript and CSS the page fetches, gzipped (as
 * the server sends them to a browser that accepts gzip; the style sheets a prerendered page
 * carries in its HTML count as CSS), beside the bytes Chromium received over the network
 * (brotli) and the scripts the page's workers load. Every load starts from an empty HTTP cache.
 * Public pages are a first visit, signed out, with no service worker. The dashboard, the
 * ingredient list and a recipe page are opened by a cook with the sample venue once the
 * service worker holds the app (its files then come from the worker: nothing is received over
 * the network); the dashboard's first visit, before that, is weighed too, with all the app
 * loads in the background meanwhile (every screen, so each opens offline). Prints JSON with
 * the budget of each route beside its figure.
 * Run: npm run bench -w e2e (needs `npm run build` first; WEB_DIST serves another build;
 * ROUTE_FILES=n lists a route's n largest files instead of 5).
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { openBrowser } from '../support/browser.js';
import { startServer } from '../support/server.js';
import { signInWithSampleVenue } from './sample-venue-session.js';

/** The budgets, JavaScript and CSS gzipped, in KB. */
const PUBLIC_BUDGET_KB = 60;
const DASHBOARD_BUDGET_KB = 200;

const PUBLIC_ROUTES = [
  '/',
  '/gallery',
  '/pricing',
  '/contact',
  '/terms',
  '/privacy',
  '/signin',
  '/no-such-page',
];

interface Loaded {
  url: string;
  kind: 'js' | 'css';
  /** Loaded by a worker of the page, not by the page itself. */
  worker: boolean;
  /** Bytes Chromium received for it (the encoded body and the headers). */
  sentBytes: number;
}

/** The gzipped size of a file as the server sends it to a browser that accepts only gzip. */
function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The style sheets written into a page's HTML (the public pages'), gzipped as one text. */
async function inlineCssGzipBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return sheets.length ? gzipSync(sheets.join('')).length : 0;
}

const kindOf = (url: string): 'js' | 'css' | null => {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
};

/**
 * Opens `path` in `page` from an empty cache; answers every script and style sheet fetched.
 * The page's own requests are those its CDP session sees (with the bytes received); a file
 * the context fetched that the page did not is a worker's.
 */
async function load(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const urls = new Map<string, string>();
  const received = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    urls.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url) received.set(url, encodedDataLength);
  });
  const fetched = new Set<string>();
  const onResponse = (response: Response) => {
    // The service worker's own fetches (its precache) are not the page's.
    if (!response.request().serviceWorker()) fetched.add(response.url());
  };
  page.context().on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.context().off('response', onResponse);
    await cdp.detach();
  }
  const files: Loaded[] = [];
  for (const url of new Set([...fetched, ...received.keys()])) {
    const kind = kindOf(url);
    if (!kind) continue;
    const sent = received.get(url);
    files.push({ url, kind, worker: sent === undefined, sentBytes: sent ?? 0 });
  }
  return files;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function weigh(baseURL: string, path: string, files: Loaded[], budgetKB: number) {
  const inlineCss = await inlineCssGzipBytes(`${baseURL}${path}`);
  const unique = new Map(files.map((file) => [file.url, file]));
  const sized = await Promise.all(
    [...unique.values()].map(async (file) => ({ ...file, gzip: await gzippedBytes(file.url) })),
  );
  const sum = (list: typeof sized, pick: (f: (typeof sized)[number]) => number) =>
    list.reduce((total, file) => total + pick(file), 0);
  const page = sized.filter((file) => !file.worker);
  const js = page.filter((file) => file.kind === 'js');
  const css = page.filter((file) => file.kind === 'css');
  const workers = sized.filter((file) => file.worker);
  const totalKB = kb(sum(page, (f) => f.gzip) + inlineCss);
  return {
    route: path,
    jsGzipKB: kb(sum(js, (f) => f.gzip)),
    cssGzipKB: kb(sum(css, (f) => f.gzip) + inlineCss),
    inlineCssGzipKB: kb(inlineCss),
    totalGzipKB: totalKB,
    sentKB: kb(sum(page, (f) => f.sentBytes)),
    files: page.length,
    workerJsGzipKB: kb(sum(workers, (f) => f.gzip)),
    budgetKB,
    withinBudget: totalKB < budgetKB,
    largest: page
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, Number(process.env.ROUTE_FILES ?? 5))
      .map((file) => `${new URL(file.url, baseURL).pathname} ${kb(file.gzip)} KB`),
  };
}

const heading = async (page: Page) => {
  await page.locator('#main h1').first().waitFor({ timeout: 60_000 });
};

/** The service worker and its caches removed: the next load is a first visit of the build. */
async function forgetServiceWorker(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
}

/** Waits until the service worker holds the app and is in charge of the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 120_000,
  });
}

/** What the app loads in the background on a first visit: every screen, once painted. */
const WARM_UP_WAIT_MS = 15_000;

const server = await startServer();
const browser = await openBrowser(server.baseURL);
try {
  const rows = [];
  const page = await browser.context.newPage();
  for (const path of PUBLIC_ROUTES) {
    await page.goto('/robots.txt');
    await forgetServiceWorker(page, server.baseURL);
    const files = await load(page, path, heading);
    rows.push(await weigh(server.baseURL, path, files, PUBLIC_BUDGET_KB));
  }
  const { recipePath } = await signInWithSampleVenue(page, server.baseURL);

  // The dashboard's first visit of the build, with what the app loads in the background.
  await forgetServiceWorker(page, server.baseURL);
  const firstVisit = await load(page, '/dash', async (p) => {
    await heading(p);
    await p.waitForTimeout(WARM_UP_WAIT_MS);
  });
  const firstVisitRow = await weigh(server.baseURL, '/dash', firstVisit, DASHBOARD_BUDGET_KB);

  // The app held by the service worker: each screen's own files.
  await waitForServiceWorker(page);
  for (const path of ['/dash', '/ingredients', recipePath]) {
    const files = await load(page, path, heading);
    rows.push(await weigh(server.baseURL, path, files, DASHBOARD_BUDGET_KB));
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'route-weights',
        browser: 'chromium',
        note: 'JavaScript and CSS a route loads, gzipped; sentKB is what Chromium received over the network (brotli; 0 from the service worker); workers apart',
        budgets: { publicKB: PUBLIC_BUDGET_KB, dashKB: DASHBOARD_BUDGET_KB },
        routes: rows,
        dashboardFirstVisit: {
          totalGzipKB: firstVisitRow.totalGzipKB,
          jsGzipKB: firstVisitRow.jsGzipKB,
          files: firstVisitRow.files,
          note: 'the first visit of the build, before the service worker holds the app: once the dashboard is painted every screen is loaded in the background, so each opens offline',
        },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
