import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { openBrowser, type BrowserSession } from './browser.js';
import { PageLog } from './failure-report.js';

/** Screenshots and other files for review, under e2e/artifacts. */
export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

/** The base URL of the server that the global setup started for this run. */
export function baseURL(): string {
  return inject('baseURL');
}

/**
 * Gives each spec file its own fresh Chromium profile against the shared server:
 * `const browser = useBrowser();` then `await browser.page()` inside a test.
 */
export function useBrowser() {
  let session: BrowserSession | undefined;
  const log = new PageLog();
  beforeAll(async () => {
    session = await openBrowser(baseURL());
    log.watch(session.context);
  });
  // A failing test prints what each tab showed and said, and keeps a screenshot of it.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await log.report(task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60), artifactsDir);
    }
  });
  afterAll(async () => {
    await session?.close();
  });
  return {
    /** A new tab in this spec's browser. */
    async page(): Promise<Page> {
      if (!session) throw new Error('the browser is not open yet');
      return session.context.newPage();
    },
    get context() {
      if (!session) throw new Error('the browser is not open yet');
      return session.context;
    },
  };
}

/** A spec's own browser, as `useBrowser()` gives it. */
export type SpecBrowser = ReturnType<typeof useBrowser>;

/** The browser setting that shortens the 60 s sync interval in tests only. */
const TEST_SYNC_INTERVAL_KEY = 'larder_test_sync_interval_ms';

/**
 * A new tab of the app on this device that syncs every second instead of every minute, for
 * journeys where several devices share one venue.
 */
export async function fastSyncPage(browser: SpecBrowser): Promise<Page> {
  const page = await browser.page();
  await page.goto('/');
  await page.evaluate(([key]) => localStorage.setItem(key!, '1000'), [TEST_SYNC_INTERVAL_KEY]);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Cuts this device's network once the app can work offline: every open tab's service worker
 * is active, so its precache (every screen's code) is complete. Before that moment a screen
 * not yet opened cannot load without a network, on a real device as here.
 */
export async function goOffline(browser: SpecBrowser): Promise<void> {
  for (const page of browser.context.pages()) {
    if (page.url().startsWith('http')) {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    }
  }
  await browser.context.setOffline(true);
}
