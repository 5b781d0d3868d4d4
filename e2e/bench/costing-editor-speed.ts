/**
 * The what-if costing editor (operations-model §8) with a big venue (10,000 ingredients,
 * 3,000 recipes nested up to 6 deep, 500 packaging items: packages/domain/bench/generate-venue.ts),
 * in Chromium. Exactly 500 bought items (ingredients and packaging) come from one supplier,
 * the others from 19 more; every recipe has a sale price. A cook signs up and creates a venue
 * in the browser; the items and suppliers are stored through the sync API and the data layer's
 * first sync brings them in. On /costing-editor, change 1 names the supplier; then, round
 * after round, "+10" is typed into its percent field and each keystroke that changes the
 * figures ('1': +1%, '0': +10%) is timed from the key press until the affected recipes table
 * is drawn for it (and until the page answers again). Between rounds the field is emptied.
 * Prints JSON with the target (100 ms) beside the median and the greatest.
 * Run: npm run bench -w e2e (needs `npm run build` first; WEB_DIST serves another build).
 */
import { recalculateAll, type CatalogueItem } from '@larder/domain';
import type { Page } from 'playwright-core';
import { generateVenue } from '../../packages/domain/bench/generate-venue.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { openBrowser } from '../support/browser.js';
import { pushRecords, sessionOf } from '../support/push-records.js';
import { startServer } from '../support/server.js';
import { uniqueEmail } from '../support/unique-email.js';
import { goInApp, settle, spread } from './page-timing.js';
import { firstSyncInPage } from './first-sync-in-page.js';
import { pushItems } from './seed-venue.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const TARGET_MS = 100;
const HOT_ITEMS = 500;
const HOT_SUPPLIER = 'Hot Supplier';
const OTHERS = 19;
const SYNC_TIMEOUT_MS = Number(process.env.BENCH_SYNC_TIMEOUT_MS ?? 300_000);

const venue = generateVenue();
// Exactly 500 bought items from the hot supplier, spread over the catalogue; the others from
// one of 19 suppliers; a sale price on every recipe (for the food cost columns).
const bought = venue.items.filter((i) => i.type !== 'recipe' && i.type !== 'part');
const step = Math.floor(bought.length / HOT_ITEMS);
const hot = new Set(
  bought
    .filter((_, i) => i % step === 0)
    .slice(0, HOT_ITEMS)
    .map((i) => i.foodkey),
);
const withSuppliers = venue.items.map((item, i): CatalogueItem => {
  if (item.type === 'recipe') return { ...item, saleprice: 8 + (i % 27) } as CatalogueItem;
  if (item.type === 'part') return item;
  const supplier = hot.has(item.foodkey) ? HOT_SUPPLIER : `Supplier ${i % OTHERS}`;
  return { ...item, supplier } as CatalogueItem;
});
// As a venue holds them: every figure computed, strings flat (read back from storage).
const items = recalculateAll(JSON.parse(JSON.stringify(withSuppliers)) as CatalogueItem[]);
const suppliers = [HOT_SUPPLIER, ...Array.from({ length: OTHERS }, (_, n) => `Supplier ${n}`)].map(
  (name) => ({
    kind: 'supplier',
    key: name.toUpperCase(),
    doc: { skey: name.toUpperCase(), type: 'supplier', name },
  }),
);

/** The table drawn for the one supplier change at `percent`. */
const tableFor = (percent: number) =>
  `[data-testid="what-if-table"][aria-busy="false"][data-changes*='"percent":${percent}}']`;

/**
 * Presses `key` in the focused field and times, with the page's own clock, how long from the
 * key press until `selector` is on the page at a frame, and then until the main thread runs
 * the next task.
 */
async function timeKey(page: Page, key: string, selector: string) {
  // (Inline, no named function: it would not survive the trip into the page.)
  await page.evaluate((selector) => {
    const w = window as unknown as { benchKey?: Promise<{ shownMs: number; freeMs: number }> };
    const at = { pressed: -1 };
    addEventListener('keydown', () => (at.pressed = performance.now()), {
      capture: true,
      once: true,
    });
    w.benchKey = (async () => {
      const started = performance.now();
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r));
        if (at.pressed >= 0 && document.querySelector(selector)) break;
        if (performance.now() - started > 60_000) throw new Error(`no ${selector} in 60 s`);
      }
      const shownMs = performance.now() - at.pressed;
      await new Promise((r) => setTimeout(r, 0));
      return { shownMs, freeMs: performance.now() - at.pressed };
    })();
  }, selector);
  await page.keyboard.press(key);
  return page.evaluate(
    () =>
      (window as unknown as { benchKey: Promise<{ shownMs: number; freeMs: number }> }).benchKey,
  );
}

const server = await startServer();
const browser = await openBrowser(server.baseURL, { bypassCSP: true });
try {
  const page = await browser.context.newPage();
  await signUpWithVenue(page, {
    account: { name: 'Bench Cook', email: uniqueEmail('bench-costing'), password: 'bench cook pw' },
    venue: { name: 'Bench Kitchen' },
  });
  const session = await sessionOf(page);
  await pushItems(server.baseURL, session.token, session.venueId, items);
  await pushRecords(server.baseURL, session, suppliers, 'seed-records');

  // The data layer's first sync, on a page with no venue open (first-sync.ts times it).
  await firstSyncInPage(page, session);
  await page.goto('/recipes');
  await page
    .getByText(`${venue.recipes} of ${venue.recipes} recipes`, { exact: true })
    .waitFor({ timeout: SYNC_TIMEOUT_MS });
  await page.waitForTimeout(3_000);

  // The costing editor, reached in the app; change 1 names the hot supplier.
  await goInApp(page, '/costing-editor');
  const change = page.getByRole('group', { name: 'Change 1' });
  await change.getByLabel('Supplier', { exact: true }).click();
  await page.getByRole('option', { name: HOT_SUPPLIER, exact: true }).click();
  const percent = change.getByLabel('Percent', { exact: true });
  await percent.click();

  const first: { shownMs: number; freeMs: number }[] = [];
  const second: { shownMs: number; freeMs: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await percent.fill('');
    await page.getByTestId('costing-empty').waitFor();
    await percent.focus();
    await page.keyboard.press('+');
    await settle(page, 300);
    first.push(await timeKey(page, '1', tableFor(1)));
    await settle(page, 300);
    second.push(await timeKey(page, '0', tableFor(10)));
    await settle(page, 300);
  }
  const summary = await page.getByTestId('costing-summary').textContent();
  const drawnRows = await page.getByTestId('what-if-row').count();

  const all = [...first, ...second];
  const figures = (runs: { shownMs: number; freeMs: number }[]) => {
    const shown = spread(runs.map((r) => r.shownMs));
    const free = spread(runs.map((r) => r.freeMs));
    return {
      median: shown.median,
      max: shown.max,
      freeMedian: free.median,
      freeMax: free.max,
      samples: shown.samples,
    };
  };
  console.log(
    JSON.stringify(
      {
        benchmark: 'costing-editor-keystroke-to-table',
        browser: 'chromium',
        venue: {
          ingredients: venue.ingredients,
          recipes: venue.recipes,
          packaging: venue.packaging,
          supplierItems: hot.size,
          shown: summary,
          rowsDrawn: drawnRows,
        },
        keystrokeToTableMs: { ...figures(all), targetMs: TARGET_MS },
        firstKeyMs: figures(first),
        secondKeyMs: figures(second),
        note: "from the key press ('1' then '0' of +10) until the affected recipes table is drawn for it (median, max over all keystrokes); free* = until the main thread runs the next task",
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
