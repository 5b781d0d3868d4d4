/**
 * First draw of the prep list and order list side panels (operations-model §2, §3) for a big
 * venue (10,000 ingredients, 3,000 recipes nested up to 6 deep, 500 packaging items:
 * packages/domain/bench/generate-venue.ts) with a saved prep list of 200 recipes, in Chromium.
 * The ingredients are spread over 20 suppliers. A cook signs up and creates a venue in the
 * browser; the items, suppliers and the list are stored through the sync API and the data
 * layer's first sync brings them in. Then, with the catalogue loaded, Alt+P and Alt+O are
 * timed from the key press until the panel's first line is drawn and the page answers again.
 * Prints JSON with the target (200 ms) beside the figures.
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
import { settle, spread } from './page-timing.js';
import { firstSyncInPage } from './first-sync-in-page.js';
import { pushItems } from './seed-venue.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DEMANDED = 200;
const SUPPLIERS = 20;
const TARGET_MS = 200;
const LIST = 'bench-prep-list';

const venue = generateVenue();
// Ingredients bought from 20 suppliers; stored with every figure computed, as a device would.
const withSuppliers = venue.items.map((item, i) =>
  item.type === 'recipe' || item.type === 'packaging'
    ? item
    : ({ ...item, supplier: `SUPPLIER ${i % SUPPLIERS}` } as CatalogueItem),
);
const items = recalculateAll(JSON.parse(JSON.stringify(withSuppliers)) as CatalogueItem[]);
const recipes = items.filter((i) => i.type === 'recipe');
const step = Math.floor(recipes.length / DEMANDED);
const demanded = recipes.filter((_, i) => i % step === 0).slice(0, DEMANDED);
const suppliers = Array.from({ length: SUPPLIERS }, (_, n) => {
  const skey = `SUPPLIER ${n}`;
  const listed = items.filter((i) => (i as { supplier?: string }).supplier === skey).slice(0, 300);
  return {
    kind: 'supplier',
    key: skey,
    doc: {
      skey,
      type: 'supplier',
      name: `Supplier ${n}`,
      ingredients: listed.map((i, k) => ({ foodkey: i.foodkey, code: `S${n}-${k}` })),
    },
  };
});
const prepList = {
  kind: 'prep-list',
  key: LIST,
  doc: {
    skey: LIST,
    name: 'Bench prep list',
    lines: demanded.map((r) => ({ foodkey: r.foodkey, amount: 2, unit: 'batches' })),
  },
};

/**
 * Presses Alt+key on the page and times, with the page's own clock, how long until `selector`
 * is drawn at a frame, and then until the main thread runs the next task.
 */
async function timeShortcut(page: Page, key: string, selector: string) {
  return page.evaluate(
    async ({ key, selector }) => {
      const start = performance.now();
      dispatchEvent(
        new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, altKey: true }),
      );
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r));
        if (document.querySelector(selector)) break;
        if (performance.now() - start > 60_000) throw new Error(`no ${selector} within 60 s`);
      }
      const shownMs = performance.now() - start;
      await new Promise((r) => setTimeout(r, 0));
      return { shownMs, freeMs: performance.now() - start };
    },
    { key, selector },
  );
}

/** Closes the side panel with its close button and waits until it is gone. */
async function closePanel(page: Page): Promise<void> {
  await page.locator('[data-testid="side-panel"] button[aria-label^="Close"]').click();
  await page.getByTestId('side-panel').waitFor({ state: 'detached' });
}

const server = await startServer();
const browser = await openBrowser(server.baseURL, { bypassCSP: true });
try {
  const page = await browser.context.newPage();
  await signUpWithVenue(page, {
    account: { name: 'Bench Cook', email: uniqueEmail('bench-lists'), password: 'bench cook pw' },
    venue: { name: 'Bench Kitchen' },
  });
  const session = await sessionOf(page);
  await pushItems(server.baseURL, session.token, session.venueId, items);
  await pushRecords(server.baseURL, session, [...suppliers, prepList], 'seed-records');

  // The data layer's first sync, on a page with no venue open (first-sync.ts times it).
  await firstSyncInPage(page, session);
  // The saved list is the one the panels show.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`kitchenList_${session.venueId}`, JSON.stringify({ list: LIST, date: null })],
  );
  await page.goto('/recipes');
  await page
    .getByText(`${venue.recipes} of ${venue.recipes} recipes`, { exact: true })
    .waitFor({ timeout: 300_000 });
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/dash');
  await page.waitForTimeout(3_000);

  const prep: { shownMs: number; freeMs: number }[] = [];
  const order: { shownMs: number; freeMs: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await settle(page, 300);
    prep.push(await timeShortcut(page, 'p', '[data-testid="prep-line"]'));
    await settle(page, 300);
    order.push(await timeShortcut(page, 'o', '[data-testid="order-line"]'));
    await settle(page, 300);
    await closePanel(page);
  }
  // Every line, once the panels have drawn the rest of them.
  const drawn = async (key: 'p' | 'o', line: string) => {
    await timeShortcut(page, key, `[data-testid="${line}"]`);
    await page.getByTestId('lines-drawing').waitFor({ state: 'detached', timeout: 60_000 });
    return page.getByTestId(line).count();
  };
  const prepLines = await drawn('p', 'prep-line');
  const orderLines = await drawn('o', 'order-line');

  const figures = (runs: { shownMs: number; freeMs: number }[]) => ({
    firstMs: Math.round(runs[0]!.freeMs * 10) / 10,
    median: spread(runs.map((r) => r.freeMs)).median,
    shownMedian: spread(runs.map((r) => r.shownMs)).median,
    samples: spread(runs.map((r) => r.freeMs)).samples,
    targetMs: TARGET_MS,
  });
  console.log(
    JSON.stringify(
      {
        benchmark: 'kitchen-list-panels-with-a-big-venue',
        browser: 'chromium',
        venue: {
          ingredients: venue.ingredients,
          recipes: venue.recipes,
          packaging: venue.packaging,
          suppliers: SUPPLIERS,
          demandedRecipes: demanded.length,
          prepLinesDrawn: prepLines,
          orderLinesDrawn: orderLines,
        },
        prepPanelFirstDrawMs: figures(prep),
        orderPanelFirstDrawMs: figures(order),
        note: 'Alt+P / Alt+O until the first line is drawn and the main thread runs the next task',
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
