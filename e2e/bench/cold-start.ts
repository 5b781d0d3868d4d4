/**
 * Cold start of the installed app: a cook who has the sample venue on this device opens the
 * app again, the browser started afresh on the profile that holds it, and the page and every
 * file of the app come from the service worker's cache. Timed from the navigation's start (the
 * page's time origin) until the dashboard shows the venue's counts ('Ingredients: 60') and the
 * main thread runs the next task: an interactive dashboard. Each round is a new browser
 * process on the same profile, so nothing of the app is in memory; the HTTP cache holds
 * nothing of it either (the worker serves it). Also printed: the navigation's DOMContentLoaded
 * and how many of the page's requests the worker did not answer (the API's, which the worker
 * never caches, and nothing else).
 * BENCH_BEFORE_WEB_DIST: a second build (the app before a change) timed on the same run, each
 * on a server of its own, rounds alternated.
 * Run: npm run bench -w e2e (needs `npm run build` first; WEB_DIST serves another build).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppShell } from '../page-models/app-shell.js';
import { SampleVenueScreens } from '../page-models/sample-venue-screens.js';
import { signUpToVenueAdd } from '../page-models/sign-in-flows.js';
import { openBrowser } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';
import { uniqueEmail } from '../support/unique-email.js';
import { spread } from './page-timing.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MS = 1_000;
const DASHBOARD_READY = '[data-testid="count-ingredients"][aria-label="Ingredients: 60"]';

interface Start {
  /** Navigation start to the dashboard's counts drawn. */
  shownMs: number;
  /** … and the main thread free for the next task. */
  interactiveMs: number;
  domContentLoadedMs: number;
  /** The page's own document came from the service worker. */
  pageFromWorker: boolean;
  /** Requests of the page's files (not the API) that the worker did not answer. */
  filesFromNetwork: string[];
}

/** A profile with the sample venue and the service worker holding the whole app. */
async function installedProfile(server: RunningServer): Promise<string> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'larder-cold-start-'));
  const browser = await openBrowser(server.baseURL, { userDataDir: profile });
  try {
    const page = await browser.context.newPage();
    await signUpToVenueAdd(page, {
      name: 'Bench Cook',
      email: uniqueEmail('cold'),
      password: 'bench cook password',
    });
    await new SampleVenueScreens(page).trySampleVenue();
    await page.waitForURL((url) => url.pathname === '/dash', { timeout: 120_000 });
    await page.locator(DASHBOARD_READY).waitFor({ timeout: 120_000 });
    // The worker takes charge of the page once its precache is complete (clientsClaim).
    await new AppShell(page).activeServiceWorker();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    // The venue's first sync settles before the browser closes.
    await page.waitForTimeout(3_000);
  } finally {
    await browser.close();
  }
  return profile;
}

/** One cold start: a new browser on the profile opens /dash. */
async function coldStart(server: RunningServer, profile: string): Promise<Start> {
  const browser = await openBrowser(server.baseURL, { userDataDir: profile });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    // Watches from the document's first script: the moment the counts are drawn, then the
    // next task (the page's time origin is the navigation's start). Given as text: a function
    // of this file would reach the page with the names this file's compiler gives it.
    await page.addInitScript(`window.__coldStart = new Promise(function (resolve) {
      requestAnimationFrame(function check() {
        if (!document.querySelector(${JSON.stringify(DASHBOARD_READY)})) {
          requestAnimationFrame(check);
          return;
        }
        var shown = performance.now();
        setTimeout(function () { resolve({ shown: shown, free: performance.now() }); }, 0);
      });
    });`);
    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== server.baseURL) return;
      if (/^\/(api|oidc|auth)\//.test(url.pathname)) return;
      if (!response.fromServiceWorker()) fromNetwork.push(url.pathname);
    });
    const navigation = await page.goto('/dash');
    const times = await page.evaluate(async () => {
      const w = window as unknown as { __coldStart: Promise<{ shown: number; free: number }> };
      const { shown, free } = await w.__coldStart;
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { shown, free, domContentLoaded: entry.domContentLoadedEventEnd };
    });
    return {
      shownMs: Math.round(times.shown),
      interactiveMs: Math.round(times.free),
      domContentLoadedMs: Math.round(times.domContentLoaded),
      pageFromWorker: navigation?.fromServiceWorker() ?? false,
      filesFromNetwork: fromNetwork,
    };
  } finally {
    await browser.close();
  }
}

interface Build {
  label: string;
  server: RunningServer;
  profile: string;
  starts: Start[];
}

const before = process.env.BENCH_BEFORE_WEB_DIST;
const builds: Build[] = [];
try {
  for (const [label, env] of [
    ...(before ? [['before', { WEB_DIST: before }] as const] : []),
    [before ? 'after' : 'this build', {}] as const,
  ]) {
    const server = await startServer(env);
    builds.push({ label, server, profile: await installedProfile(server), starts: [] });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of builds) build.starts.push(await coldStart(build.server, build.profile));
  }
  const figures = Object.fromEntries(
    builds.map(({ label, starts }) => [
      label,
      {
        interactiveDashboardMs: spread(starts.map((s) => s.interactiveMs)),
        dashboardShownMedianMs: spread(starts.map((s) => s.shownMs)).median,
        domContentLoadedMedianMs: spread(starts.map((s) => s.domContentLoadedMs)).median,
        everyPageFromTheWorker: starts.every((s) => s.pageFromWorker),
        filesFromTheNetwork: [...new Set(starts.flatMap((s) => s.filesFromNetwork))],
      },
    ]),
  );
  console.log(
    JSON.stringify(
      {
        benchmark: 'cold-start-from-the-service-worker-cache',
        browser: 'chromium',
        rounds: ROUNDS,
        targetMs: TARGET_MS,
        note: 'a new browser on the installed profile opens /dash: navigation start until the counts are drawn and the main thread runs the next task',
        ...figures,
      },
      null,
      2,
    ),
  );
} finally {
  for (const build of builds) {
    await build.server.stop();
    await rm(build.profile, { recursive: true, force: true });
  }
}
