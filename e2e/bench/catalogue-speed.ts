/**
 * Speed of the catalogue screens with a big venue (10,000 ingredients, 3,000 recipes nested
 * up to 6 deep, 500 packaging items: packages/domain/bench/generate-venue.ts), in Chromium.
 * The server runs as `npm start` runs it; a cook signs up and creates a venue in the browser;
 * the venue's items are stored through the sync API with the cook's token, and the app's own
 * sync brings them into the browser. Then, in the app as a cook uses it:
 *  (a) script time per keystroke typing a 4-letter query into the ingredient search;
 *  (b) opening the editor of a recipe 6 levels deep (the recipe page's Edit button) until the
 *      form is shown and the page answers again;
 *  (c) saving a price change of the ingredient 200 recipes use, until the page answers again.
 * Prints JSON with the targets beside the figures. BENCH_PROFILE=1 adds the functions with the
 * most self time of each measure (CDP sampling profiler).
 * Run: npm run bench -w e2e (needs `npm run build` first; WEB_DIST serves another build).
 */
import { recalculateAll } from '@larder/domain';
import type { Page } from 'playwright-core';
import { generateVenue, HOT_KEY } from '../../packages/domain/bench/generate-venue.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { uniqueEmail } from '../support/unique-email.js';
import { openBrowser } from '../support/browser.js';
import { sessionOf } from '../support/push-records.js';
import { startServer } from '../support/server.js';
import {
  goInApp,
  profile,
  scriptMs,
  settle,
  spread,
  threadDelta,
  threadMs,
  timeAction,
  traceSummary,
  type ProfileSummary,
} from './page-timing.js';
import { firstSyncInPage } from './first-sync-in-page.js';
import { pushItems } from './seed-venue.js';

const QUERY = 'toma';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_PROFILE=clicks: a profile of each timed Edit and Save click alone. */
const PROFILE_CLICKS = process.env.BENCH_PROFILE === 'clicks';
const editorClickProfiles: ProfileSummary[] = [];
const saveClickProfiles: ProfileSummary[] = [];
/** BENCH_TRACE=1: main-thread time by event kind for the editor and the save (a trace). */
const TRACE = process.env.BENCH_TRACE === '1';
/** Price changes timed (each a new price, so each re-costs the 200 recipes). */
const SAVE_ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS ?? 5);
const SYNC_TIMEOUT_MS = Number(process.env.BENCH_SYNC_TIMEOUT_MS ?? 300_000);

const venue = generateVenue();
// As a venue holds them: every figure computed, strings flat (read back from storage).
const items = recalculateAll(JSON.parse(JSON.stringify(venue.items)) as typeof venue.items);
const deepRecipe = items.find((i) => i.type === 'recipe' && / L5 /.test(i.foodkey))!.foodkey;
const usersOfHot = items.filter(
  (i) => i.type === 'recipe' && i.items?.some((line) => line.name === HOT_KEY),
).length;

const path = {
  ingredients: '/ingredients',
  recipes: '/recipes',
  hotEdit: `/ingredient-edit/${encodeURIComponent(HOT_KEY)}`,
  deep: `/recipes/${encodeURIComponent(deepRecipe)}`,
};

/** Waits until the list's count line reads `text` ('3000 of 3000 recipes'). */
async function waitForCount(page: Page, text: string): Promise<number> {
  const start = Date.now();
  try {
    await page.getByText(text, { exact: true }).waitFor({ timeout: SYNC_TIMEOUT_MS });
  } catch (error) {
    const shown = await page.evaluate(() => document.body.innerText.slice(0, 2_000));
    throw new Error(`'${text}' not shown at ${page.url()}; the page shows:\n${shown}`, {
      cause: error,
    });
  }
  return Date.now() - start;
}

const server = await startServer();
// The data layer's first sync is loaded into a page as a script tag (first-sync-entry.ts).
const browser = await openBrowser(server.baseURL, { bypassCSP: true });
try {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Performance.enable');

  // A cook signs up and creates a venue in the app.
  await signUpWithVenue(page, {
    account: {
      name: 'Bench Cook',
      email: uniqueEmail('bench'),
      password: 'bench cook password',
    },
    venue: { name: 'Bench Venue' },
  });
  const { token, venueId } = await sessionOf(page);

  // The venue's items reach the server from another device; the data layer's first sync
  // brings them into this browser's venue database on a page that has no venue open (the
  // app's own sync is not timed here: first-sync.ts times it).
  const seedStart = Date.now();
  await pushItems(server.baseURL, token, venueId, items);
  const seedMs = Date.now() - seedStart;
  const synced = await firstSyncInPage(page, { token, venueId });
  await page.goto(path.recipes);
  const listedMs = await waitForCount(page, `${venue.recipes} of ${venue.recipes} recipes`);
  await page.waitForTimeout(3_000);

  // The ingredient list, reached from the side bar.
  const listOpen = await timeAction(
    page,
    { navigate: path.ingredients },
    { present: '[data-testid="ingredient-row"]' },
  );
  await waitForCount(page, `${venue.ingredients} of ${venue.ingredients} ingredients`);
  const rowsDrawn = await page.getByTestId('ingredient-row').count();

  // (a) Typing the query, key by key; between keys the page is left to finish its work.
  const search = page.getByTestId('ingredient-search');
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) {
    await settle(page);
    const before = await scriptMs(cdp);
    await settle(page);
    idle.push((await scriptMs(cdp)) - before);
  }
  const overhead = spread(idle).median;
  const perKey: number[] = [];
  const byLength: number[][] = [...QUERY].map(() => []);
  let hits = '';
  const typeQuery = async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await search.fill('');
      await settle(page, 300);
      for (let k = 0; k < QUERY.length; k++) {
        await settle(page);
        const before = await scriptMs(cdp);
        await search.press(QUERY[k]!);
        await settle(page);
        const ms = Math.max(0, (await scriptMs(cdp)) - before - overhead);
        perKey.push(ms);
        byLength[k]!.push(ms);
      }
      hits = (await page.getByText(/ of \d+ ingredients$/).textContent()) ?? '';
    }
  };
  let typingProfile: ProfileSummary | undefined;
  if (PROFILE) typingProfile = await profile(cdp, typeQuery);
  else await typeQuery();

  // (b) The editor of a recipe six levels deep, opened with its page's Edit button.
  const editorOpen: { shownMs: number; freeMs: number }[] = [];
  const editorThread: Record<string, number>[] = [];
  const openEditor = async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await goInApp(page, path.deep);
      await page.getByTestId('recipe-detail').getByRole('link', { name: 'Edit' }).waitFor();
      await settle(page, 200);
      const before = await threadMs(cdp);
      const open = () =>
        timeAction(
          page,
          { click: `a[href="/recipe-edit/${encodeURIComponent(deepRecipe)}"]` },
          { present: '[data-testid="recipe-form"] button[type="submit"]' },
        );
      if (PROFILE_CLICKS) {
        let opened = { shownMs: NaN, freeMs: NaN };
        editorClickProfiles.push(
          await profile(cdp, async () => {
            opened = await open();
          }),
        );
        editorOpen.push(opened);
      } else editorOpen.push(await open());
      editorThread.push(threadDelta(before, await threadMs(cdp)));
      await settle(page, 200);
    }
  };
  let editorProfile: ProfileSummary | undefined;
  let editorTrace: Awaited<ReturnType<typeof traceSummary>> | undefined;
  if (PROFILE) editorProfile = await profile(cdp, openEditor);
  else if (TRACE) editorTrace = await traceSummary(cdp, openEditor);
  else await openEditor();

  // (c) A new price for the ingredient 200 recipes use: Save until the page answers again.
  const saves: { shownMs: number; freeMs: number; announcedMs: number }[] = [];
  const saveThread: Record<string, number>[] = [];
  // For comparison: leaving the editor for the ingredient's page without saving.
  const leaveEditor: { shownMs: number; freeMs: number }[] = [];
  for (let round = 0; round < SAVE_ROUNDS; round++) {
    await goInApp(page, path.hotEdit);
    await page.getByTestId('ingredient-form').waitFor({ timeout: 180_000 });
    await settle(page, 200);
    leaveEditor.push(
      await timeAction(
        page,
        { navigate: `/ingredients/${encodeURIComponent(HOT_KEY)}` },
        { absent: '[data-testid="ingredient-form"]', present: '[data-testid="ingredient-detail"]' },
      ),
    );
    await settle(page, 200);
  }
  const changePrice = async () => {
    for (let round = 0; round < SAVE_ROUNDS; round++) {
      await goInApp(page, path.hotEdit);
      const form = page.getByTestId('ingredient-form');
      await form.waitFor({ timeout: 180_000 });
      await form.getByLabel('Purchase price').fill(String(13 + round));
      await settle(page, 200);
      const start = Date.now();
      const before = await threadMs(cdp);
      const save = () =>
        timeAction(
          page,
          { click: '[data-testid="ingredient-form"] button[type="submit"]' },
          {
            absent: '[data-testid="ingredient-form"]',
            present: '[data-testid="ingredient-detail"]',
          },
        );
      let saved: Awaited<ReturnType<typeof save>> = { shownMs: NaN, freeMs: NaN };
      // BENCH_PROFILE=clicks: the profile covers the timed click only.
      if (PROFILE_CLICKS) {
        saveClickProfiles.push(
          await profile(cdp, async () => {
            saved = await save();
          }),
        );
      } else saved = await save();
      await page
        .getByTestId('status-bar')
        .getByText(/^Recipe - .* updated$/)
        .first()
        .waitFor();
      saveThread.push(threadDelta(before, await threadMs(cdp)));
      saves.push({ ...saved, announcedMs: Date.now() - start });
      await settle(page, 500);
    }
  };
  let saveProfile: ProfileSummary | undefined;
  let saveTrace: Awaited<ReturnType<typeof traceSummary>> | undefined;
  if (PROFILE) saveProfile = await profile(cdp, changePrice);
  else if (TRACE) saveTrace = await traceSummary(cdp, changePrice);
  else await changePrice();

  const keystroke = spread(perKey);
  console.log(
    JSON.stringify(
      {
        benchmark: 'catalogue-screens-with-a-big-venue',
        browser: 'chromium',
        venue: {
          ingredients: venue.ingredients,
          recipes: venue.recipes,
          packaging: venue.packaging,
          deepRecipe,
          recipesUsingThePricedIngredient: usersOfHot,
        },
        setup: {
          seedViaPushMs: seedMs,
          firstSyncMs: Math.round(synced.ms),
          itemsStored: synced.stored,
          recipeListAfterLoadMs: listedMs,
        },
        ingredientFilterMsPerKeystroke: {
          median: keystroke.median,
          p95: keystroke.p95,
          max: keystroke.max,
          targetMs: 16,
          query: QUERY,
          keystrokes: perKey.length,
          medianByQueryLength: byLength.map((s, i) => ({
            typed: QUERY.slice(0, i + 1),
            ms: spread(s).median,
          })),
          lastCount: hits,
          note: 'CDP ScriptDuration of the page main thread per key, less the idle overhead',
          idleOverheadMs: overhead,
        },
        ingredientList: {
          openInAppMs: Math.round(listOpen.freeMs),
          rowsDrawn,
        },
        recipeEditorOpenMs: {
          median: spread(editorOpen.map((e) => e.freeMs)).median,
          shownMedian: spread(editorOpen.map((e) => e.shownMs)).median,
          samples: spread(editorOpen.map((e) => e.freeMs)).samples,
          // Issue "Fast everywhere": the editor drawn within 100 ms (median).
          targetMs: 100,
          mainThreadMs: editorThread,
          note: 'click on Edit until the form is drawn and the main thread runs the next task',
        },
        priceChangeSaveMs: {
          median: spread(saves.map((s) => s.freeMs)).median,
          samples: spread(saves.map((s) => s.freeMs)).samples,
          shownMedian: spread(saves.map((s) => s.shownMs)).median,
          leaveEditorWithoutSavingMedianMs: spread(leaveEditor.map((s) => s.freeMs)).median,
          announcedMedianMs: spread(saves.map((s) => s.announcedMs)).median,
          // Issue "Fast everywhere": the next page drawn within 50 ms (shownMedian), and the
          // page answering again (median) within 100 ms.
          shownTargetMs: 50,
          targetMs: 100,
          mainThreadMs: saveThread,
          note: 'click on Save until the ingredient page is drawn and the main thread runs the next task',
        },
        ...(PROFILE_CLICKS ? { editorClickProfiles, saveClickProfiles } : {}),
        ...(TRACE ? { traces: { editor: editorTrace, save: saveTrace } } : {}),
        ...(PROFILE
          ? { profiles: { typing: typingProfile, editor: editorProfile, save: saveProfile } }
          : {}),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
