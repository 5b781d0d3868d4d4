import { randomUUID } from 'node:crypto';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';
import { pulledPurchasePrice } from '../support/pulled-records.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

/** The toasts' texts, as product spec section 2 words them. */
const OFFLINE_READY_TEXT = 'App ready to work offline';
const UPDATE_AVAILABLE_TEXT = 'App update available, click on reload button to update.';

const builtApp = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

const account: ProviderAccount = {
  name: 'Update Cook',
  email: uniqueEmail('sw-update'),
  password: 'updated kitchen',
};

/** The address of the script of the service worker that controls the page ('' when none). */
function controllerScript(page: Page): Promise<string> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/**
 * What the controlling service worker answers to a build question; only the updated worker
 * (its script carries the answer) replies, the first one never does.
 */
function controllerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: 'LARDER_BUILD' }, [channel.port2]);
        setTimeout(() => resolve(''), 2_000);
      }),
  );
}

/**
 * Product spec §4 "Offline state": a new service worker moves the app from offline-ready to
 * update-available and the app reloads when the user confirms. The journey runs on a server
 * of its own over a copy of the built app, so the new worker never reaches other journeys.
 */
describe('a service-worker update in the browser', () => {
  let dist: string;
  let server: RunningServer;
  let profile: string;
  let browser: BrowserSession | undefined;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'larder-sw-update-'));
    profile = await mkdtemp(path.join(os.tmpdir(), 'larder-sw-update-profile-'));
    await cp(builtApp, dist, { recursive: true });
    server = await startServer({ WEB_DIST: dist });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    for (const folder of [dist, profile]) {
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  });

  it('offers the update, reloads under the new worker when confirmed, and keeps the change made offline', async () => {
    // The cook signs up and adds an ingredient in a browser that runs no service worker yet.
    const first = await openBrowser(server.baseURL, {
      userDataDir: profile,
      serviceWorkers: 'block',
    });
    const signUp = await first.context.newPage();
    await signUpWithVenue(signUp, { account, venue: { name: 'Update Bistro' } });
    await new IngredientScreens(signUp).add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    const session = await sessionOf(signUp);
    await first.close();

    // The next visit installs the worker: the app works offline, and the toast says so.
    browser = await openBrowser(server.baseURL, { userDataDir: profile });
    const page = await browser.context.newPage();
    await page.goto('/ingredients');
    const ingredients = new IngredientScreens(page);
    const toast = page.getByTestId('pwa-toast');
    await expect
      .poll(() => toast.getAttribute('data-state'), { timeout: 60_000 })
      .toBe('offline-ready');
    await expect.poll(() => controllerScript(page), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
    expect(await toast.textContent()).toContain(OFFLINE_READY_TEXT);
    expect(await controllerBuild(page)).toBe('');

    // Offline, the app opens again from the worker (a page that was controlled when it loaded,
    // as an open app is when an update comes), and the cook changes a price: the change waits
    // on the device.
    await browser.context.setOffline(true);
    await page.reload();
    await expect.poll(() => controllerScript(page), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
    await ingredients.changePrice('Flour', 60);
    await ingredients.openList();
    expect(await ingredients.costOf('Flour').textContent()).toBe('$2.4000 / kg');

    // A new build of the app is deployed: its service worker differs by a few bytes.
    const build = randomUUID();
    await appendFile(
      path.join(dist, 'sw.js'),
      `\n// build ${build}\nself.addEventListener('message', (event) => {\n` +
        `  if (event.data && event.data.type === 'LARDER_BUILD') event.ports[0]?.postMessage(${JSON.stringify(build)});\n` +
        `});\n`,
    );

    // Back online, the page asks for an update: the toast offers it.
    await browser.context.setOffline(false);
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    await expect
      .poll(() => toast.getAttribute('data-state'), { timeout: 30_000 })
      .toBe('need-refresh');
    expect(await toast.textContent()).toContain(UPDATE_AVAILABLE_TEXT);

    // The change made offline waits in the outbox for the loop's next cycle (60 s), which may
    // or may not come before the update on a busy machine: either way it must reach the server.

    // Reload: the page loads again under the new worker.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await toast.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => controllerBuild(page), { timeout: 30_000 }).toBe(build);
    expect(await controllerScript(page)).toMatch(/\/sw\.js$/);
    expect(await page.getByTestId('pwa-toast').count()).toBe(0);

    // The app works, with the offline change, and the change reaches the server.
    await ingredients.openList();
    await expect
      .poll(() => ingredients.costOf('Flour').textContent(), { timeout: 20_000 })
      .toBe('$2.4000 / kg');
    await expect
      .poll(() => pulledPurchasePrice(server.baseURL, session, 'Flour'), { timeout: 90_000 })
      .toBe(60);
  }, 180_000);
});
