/**
 * The install screenshots of the web app's manifest (`screenshots`, shown by Chromium's richer
 * install dialog on phones and desktops): the dashboard of the sample venue, drawn by the built
 * app in Chromium, once narrow (a phone, 360 × 740 CSS pixels at 2×: 720 × 1480) and once wide
 * (1280 × 800). A cook signs up, tries the sample venue and its dashboard is photographed.
 * Written to apps/web/public/screenshots/ and kept in the repo; their sizes are the manifest's
 * (apps/web/vite.config.ts, SCREENSHOTS below); the install journey checks both.
 * Run: npm run build && npm run screenshots -w e2e.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { AppShell } from '../page-models/app-shell.js';
import { SampleVenueScreens } from '../page-models/sample-venue-screens.js';
import { signUpToVenueAdd } from '../page-models/sign-in-flows.js';
import { chromiumArgs, chromiumPath, openBrowser } from '../support/browser.js';
import { startServer } from '../support/server.js';

/** Each screenshot: its file, the page's size in CSS pixels and the pixel ratio. */
export const SCREENSHOTS = [
  { file: 'dashboard-narrow.png', width: 360, height: 740, scale: 2 },
  { file: 'dashboard-wide.png', width: 1280, height: 800, scale: 1 },
] as const;

const folder = fileURLToPath(new URL('../../apps/web/public/screenshots/', import.meta.url));

/** Waits until the dashboard shows the sample venue's counts and its pictures are loaded. */
async function dashboardDrawn(page: Page): Promise<void> {
  const sample = new SampleVenueScreens(page);
  await page.waitForURL((url) => url.pathname === '/dash', { timeout: 120_000 });
  await page
    .getByTestId('count-ingredients')
    .and(page.locator('[aria-label="Ingredients: 60"]'))
    .waitFor({ timeout: 120_000 });
  await sample.foodCostDishes().first().waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  // The first visit's toast ("App ready to work offline") is not part of the picture.
  await page.waitForTimeout(1_500);
  const toast = new AppShell(page).toast();
  if (await toast.isVisible()) await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'hidden' });
}

const server = await startServer();
const profile = await mkdtemp(path.join(os.tmpdir(), 'larder-screenshots-'));
try {
  await mkdir(folder, { recursive: true });
  // The cook signs up and tries the sample venue; the profile keeps the venue and the sign-in.
  const first = await openBrowser(server.baseURL, { userDataDir: profile });
  try {
    const page = await first.context.newPage();
    await signUpToVenueAdd(page, {
      name: 'Sample Cook',
      // A fresh server each run: the address shown in the header can be a plain one.
      email: 'chef@sample-bistro.example',
      password: 'sample cook password',
    });
    await new SampleVenueScreens(page).trySampleVenue();
    await dashboardDrawn(page);
  } finally {
    await first.close();
  }
  // Each size in a browser of its own on that profile, as a phone or a desktop opens the app.
  for (const shot of SCREENSHOTS) {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs,
      baseURL: server.baseURL,
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      isMobile: shot.width < 600,
      hasTouch: shot.width < 600,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/dash');
      await dashboardDrawn(page);
      await page.screenshot({ path: `${folder}${shot.file}`, type: 'png' });
      console.log(`${shot.file} (${shot.width * shot.scale}×${shot.height * shot.scale})`);
    } finally {
      await context.close();
    }
  }
} finally {
  await rm(profile, { recursive: true, force: true });
  await server.stop();
}
