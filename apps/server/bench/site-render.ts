/**
 * The public venue site's speed: a published site of forty dishes on two menus, each with its
 * price, allergens and nutrition panel, on the embedded database. Prints JSON: the time to
 * draw the page from its stored model (what a filtered page costs), to compute the model from
 * the venue's records (what a published venue sync costs), one request through the whole server
 * in process, the requests per second and latency over HTTP from 10 kept-alive connections,
 * and the page's size raw, gzip and brotli. It reports; it never fails on a missed target.
 *
 * BENCH_SECONDS (5) sets the HTTP run's length.
 */
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defaultSiteSettings, siteModel } from '@larder/domain';
import { drawSitePage, type SitePageData } from '../src/sites/build-site.js';
import { loadSiteRecords } from '../src/sites/site-records.js';
import { loadSite, settingsOf } from '../src/sites/site-store.js';
import { grantLicencePack } from '../src/test-support/billing-rows.js';
import { testDatabaseKinds } from '../src/test-support/databases.js';
import { FORTY_DISH_MENUS, fortyDishRecords } from '../src/test-support/forty-dish-site.js';
import { pushRecords } from '../src/test-support/site-fixtures.js';
import { buildTestApp } from '../src/test-support/test-app.js';
import { httpConnection } from './http-client.js';
import { round, summarise } from './latency-summary.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const TAG = 'forty-dish-cafe';
const TARGETS = { renderMs: 10, compressedBytes: 50 * 1024 };

/** Median and 99th percentile (ms) of `runs` calls of `fn`. */
async function timed(runs: number, fn: () => unknown | Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!, 3);
  return { medianMs: at(0.5), p99Ms: at(0.99) };
}

const database = await testDatabaseKinds[0]!.open();
const t = await buildTestApp(database);
try {
  const sub = 'bench-cook';
  const venueId = await t.addVenue(sub, 'Harbour Café');
  await grantLicencePack(database.db, sub, 1);
  await pushRecords(t, sub, venueId, fortyDishRecords());
  const headers = await t.auth(sub);
  await t.app.inject({
    method: 'PUT',
    url: `/api/venues/${venueId}/site/tag`,
    headers,
    payload: { tag: TAG },
  });
  const settings = {
    ...defaultSiteSettings(),
    published: true,
    description: 'Breakfast, lunch and cakes by the harbour, every day.',
    address: '1 Quay Street, Harbourside',
    openingHours: ['Mon-Fri 7:30-16:00', 'Sat-Sun 8:30-15:00'],
    phone: '+44 20 7946 0000',
    menus: FORTY_DISH_MENUS,
    showNutrition: true,
    social: { instagram: 'https://instagram.com/harbourcafe' },
    delivery: { deliveroo: 'https://deliveroo.co.uk/menu/harbour-cafe' },
  };
  const published = await t.app.inject({
    method: 'PUT',
    url: `/api/venues/${venueId}/site`,
    headers,
    payload: { settings },
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);

  const row = await loadSite(database.db, venueId);
  const page = row!.model as SitePageData;
  const address = { publicUrl: 'http://localhost:8080', domain: undefined };
  const dishes = page.site.menus.reduce((n, m) => n + m.dishes.length, 0);
  const draw = await timed(300, () => drawSitePage(address, page));
  const records = await loadSiteRecords(database.db, venueId);
  const model = await timed(50, () =>
    siteModel({ tag: TAG, settings: settingsOf(row), ...records }),
  );
  const inject = await timed(300, () => t.app.inject({ url: `/s/${TAG}` }));
  const filtered = await timed(100, () => t.app.inject({ url: `/s/${TAG}?allergen=gluten` }));

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const connections = Array.from({ length: CONNECTIONS }, () => httpConnection('127.0.0.1', port));
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (performance.now() < until) {
        const start = performance.now();
        const answer = await connection.send('GET', `/s/${TAG}`);
        if (answer.status !== 200) throw new Error(`GET /s/${TAG}: ${answer.status}`);
        latencies.push(performance.now() - start);
      }
      connection.close();
    }),
  );
  const http = summarise(latencies, SECONDS);
  const html = Buffer.from(row!.html!, 'utf8');
  console.log(
    JSON.stringify(
      {
        benchmark: 'site-render',
        dishes,
        menus: page.site.menus.length,
        nutritionPanels: true,
        renderPageMs: draw,
        buildModelMs: model,
        requestInProcessMs: inject,
        filteredRequestInProcessMs: filtered,
        http: {
          connections: CONNECTIONS,
          seconds: SECONDS,
          requestsPerSecond: http.syncsPerSecond,
          p50Ms: http.p50Ms,
          p99Ms: http.p99Ms,
        },
        pageBytes: {
          raw: html.length,
          gzip: gzipSync(html).length,
          brotli: brotliCompressSync(html).length,
        },
        targets: TARGETS,
      },
      null,
      2,
    ),
  );
} finally {
  await t.app.close();
  await database.dispose();
}
