/**
 * Lighthouse scores of the started product, as the issue "Fast everywhere" asks: every public
 * page with Lighthouse's mobile defaults (a first visit: storage cleared), then the dashboard,
 * the ingredient list and a recipe page of a cook's venue (the sample venue) with the desktop
 * preset, signed in with the app installed (the service worker holds its files), from an empty
 * HTTP cache. Prints JSON: the scores, the performance metrics, the audits that did not pass,
 * the targets and the machine's load average (performance varies with it); each page is scored
 * LIGHTHOUSE_RUNS times (3) and the run of median performance is reported, with every run's
 * performance.
 * Run: npm run lighthouse (builds first; WEB_DIST serves another build). Lighthouse 13: see
 * docs/decisions/0002-lighthouse-13.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@larder/domain';
import { chromium } from 'playwright-core';
import { openBrowser } from '../support/browser.js';
import { launchChromium, runLighthouse, type LighthouseRun } from '../support/lighthouse.js';
import { startServer } from '../support/server.js';
import { signInWithSampleVenue } from './sample-venue-session.js';

/** The targets. */
const TARGETS = {
  publicPages: { performance: 0.95, accessibility: 0.95, 'best-practices': 0.95, seo: 0.95 },
  signedIn: { performance: 0.9, accessibility: 1 },
};

/**
 * A signed-in cook's visit with the app installed: the HTTP cache cleared, the sign-in, the
 * venue's data and the service worker (which holds the app's files) kept. Disconnects before
 * Lighthouse runs.
 */
async function forgetHttpCache(port: number): Promise<void> {
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await connection.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await connection.close();
  }
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** Runs per page (LIGHTHOUSE_RUNS): performance varies with the machine's load. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * The page scored RUNS times; answers the run of median performance (Lighthouse's advice for
 * a figure to report), with every run's performance score beside it.
 */
async function medianRun(score: () => Promise<LighthouseRun>) {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) all.push(await score());
  const sorted = [...all].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    performanceRuns: all.map((run) => run.scores.performance),
  };
}

const server = await startServer();
const profile = await mkdtemp(path.join(os.tmpdir(), 'larder-lighthouse-'));
const runs: (LighthouseRun & { performanceRuns: (number | null)[] })[] = [];
const loadBefore = loadAverage();
try {
  // Public pages, as a first visit on a phone.
  let chrome = await launchChromium(profile);
  try {
    for (const page of [...PUBLIC_PAGE_PATHS, '/signin']) {
      const port = chrome.port;
      runs.push(
        await medianRun(() =>
          runLighthouse(`${server.baseURL}${page}`, { port, preset: 'mobile' }),
        ),
      );
    }
  } finally {
    chrome.kill();
  }

  // A cook signs in on the same profile, gets the sample venue and has the app installed (the
  // service worker in charge of the page: it holds every file of the build).
  const browser = await openBrowser(server.baseURL, { userDataDir: profile });
  let recipePath: string;
  try {
    const page = await browser.context.newPage();
    ({ recipePath } = await signInWithSampleVenue(page, server.baseURL));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // in charge of the page from now on
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 120_000,
    });
  } finally {
    await browser.close();
  }

  // Their screens, signed in, with the desktop preset.
  chrome = await launchChromium(profile);
  try {
    for (const page of ['/dash', '/ingredients', recipePath]) {
      const port = chrome.port;
      runs.push(
        await medianRun(async () => {
          await forgetHttpCache(port);
          return runLighthouse(`${server.baseURL}${page}`, {
            port,
            preset: 'desktop',
            keepStorage: true,
          });
        }),
      );
    }
  } finally {
    chrome.kill();
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'lighthouse',
        lighthouse: `${runs[0]?.lighthouseVersion ?? '?'} (npm), Debian Chromium`,
        loadAverage: { before: loadBefore, after: loadAverage(), cores: os.cpus().length },
        targets: TARGETS,
        runs: runs.map((run) => ({ ...run, url: new URL(run.url).pathname })),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await rm(profile, { recursive: true, force: true });
}
