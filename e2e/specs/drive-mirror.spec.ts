import { DRIVE_FULL_TEXT } from '@larder/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import { DriveScreens } from '../page-models/drive-screens.js';
import { IdentityProvider, type ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { startGraphLocal, type GraphLocal } from '../support/graph-local/graph-local.js';
import { fastSyncPage, type SpecBrowser } from '../support/harness.js';
import { freePort, startServer, type RunningServer } from '../support/server.js';
import { pulledPurchasePrice } from '../support/pulled-records.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

/** The drive resource: the audience of the tokens the embedded provider issues for Graph. */
const DRIVE_RESOURCE = 'https://graph.microsoft.com';

const account: ProviderAccount = {
  name: 'Mirror Cook',
  email: uniqueEmail('mirror'),
  password: 'mirrored kitchen',
};

/** The signed-in user's API token and subject, and the open venue, as this device keeps them. */
async function deviceSession(page: Page) {
  const { token, venueId } = await sessionOf(page);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { token, venueId, sub: claims.sub };
}

/**
 * The cloud-drive mirror end to end: the real server with DRIVE_MIRROR=onedrive (its own
 * process: the other journeys keep the mirror off) and its embedded provider issuing drive
 * tokens, a local Graph server checking them against that provider's keys, and the real app
 * in Chromium mirroring the venue after each server sync.
 */
describe('the OneDrive mirror', () => {
  let server: RunningServer;
  let graph: GraphLocal;
  let browser: BrowserSession;

  beforeAll(async () => {
    const graphPort = await freePort();
    server = await startServer({
      DRIVE_MIRROR: 'onedrive',
      DRIVE_GRAPH_URL: `http://127.0.0.1:${graphPort}/v1.0`,
      DRIVE_RESOURCE,
    });
    graph = await startGraphLocal({
      issuer: `${server.baseURL}/oidc`,
      audience: DRIVE_RESOURCE,
      port: graphPort,
      origin: server.baseURL,
    });
    browser = await openBrowser(server.baseURL);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await graph?.close();
    await server?.stop();
  });

  /** The drive's copy of the ingredient `name`: its purchase price in the committed mirror. */
  function mirroredPrice(sub: string, venueId: string, name: string): unknown {
    const manifest = graph.controls.readFile(sub, `venues/${venueId}/manifest.json`);
    if (!manifest) return undefined;
    const { files } = JSON.parse(manifest) as { files: { kind: string; name: string }[] };
    const itemFile = files.find((file) => file.kind === 'item');
    const text = itemFile && graph.controls.readFile(sub, `venues/${venueId}/${itemFile.name}`);
    if (!text) return undefined;
    const { records } = JSON.parse(text) as { records: { name: string; purchaseprice: unknown }[] };
    return records.find((record) => record.name === name)?.purchaseprice;
  }

  /** Whether the venue's folder holds just the manifest and the files it names. */
  function mirrorSettled(sub: string, venueId: string): boolean {
    const folder = `venues/${venueId}/`;
    const manifest = graph.controls.readFile(sub, `${folder}manifest.json`);
    if (!manifest) return false;
    const { files } = JSON.parse(manifest) as { files: { name: string }[] };
    const expected = ['manifest.json', ...files.map((file) => file.name)].sort();
    const held = graph.controls
      .files(sub)
      .filter((file) => file.startsWith(folder))
      .map((file) => file.slice(folder.length))
      .sort();
    return JSON.stringify(held) === JSON.stringify(expected);
  }

  it('mirrors an offline edit to the drive and the server, connects the drive again, and says so when the drive is full', async () => {
    const spec = { page: () => browser.context.newPage(), context: browser.context };
    const page = await fastSyncPage(spec as unknown as SpecBrowser);
    // The content security policy lets the page reach Graph and its download addresses.
    const shell = new AppShell(page).watchForProblems();
    await signUpWithVenue(page, { account, venue: { name: 'Mirror Bistro' } });
    const ingredients = new IngredientScreens(page);
    await ingredients.add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    const session = await deviceSession(page);

    // The first mirror: the venue's manifest and the ingredient reach the drive.
    await expect
      .poll(() => mirroredPrice(session.sub, session.venueId, 'Flour'), { timeout: 30_000 })
      .toBe(30);

    // Offline, the price changes; back online, both the server and the drive get it.
    await browser.context.setOffline(true);
    await ingredients.changePrice('Flour', 60);
    await browser.context.setOffline(false);
    await expect
      .poll(() => pulledPurchasePrice(server.baseURL, session, 'Flour'), { timeout: 30_000 })
      .toBe(60);
    await expect
      .poll(() => mirroredPrice(session.sub, session.venueId, 'Flour'), { timeout: 30_000 })
      .toBe(60);

    // The settings say when the venue was last mirrored, and list it in the drive.
    const drive = new DriveScreens(page);
    await page.goto('/settings');
    await expect
      .poll(() => drive.mirrorState().textContent(), { timeout: 20_000 })
      .toMatch(/^Last mirrored .*, up to server change \d+\.$/);
    await drive.mirroredVenue('Mirror Bistro').waitFor();

    // The drive's sign-in is gone (the provider's session ended, the drive's token dropped):
    // no drive token comes silently, so the settings offer "Connect OneDrive"; the sign-in
    // comes back to the settings and the mirror goes on.
    await browser.context.clearCookies();
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('larder.drive.')) localStorage.removeItem(key);
      }
    });
    await page.reload();
    await drive.connectButton().click({ timeout: 30_000 });
    const provider = new IdentityProvider(page);
    await provider.waitForSignInPage();
    await provider.signIn(account);
    await page.waitForURL((url) => url.pathname === '/settings', { timeout: 30_000 });
    await ingredients.changePrice('Flour', 75);
    await expect
      .poll(() => mirroredPrice(session.sub, session.venueId, 'Flour'), { timeout: 30_000 })
      .toBe(75);

    // The drive is full: no byte more fits (once the mirror has deleted its older files).
    await expect
      .poll(() => mirrorSettled(session.sub, session.venueId), { timeout: 30_000 })
      .toBe(true);
    graph.controls.setQuota(session.sub, graph.controls.drive(session.sub).usedBytes);
    await ingredients.changePrice('Flour', 90);

    // The spec's message, then after its 10 s the dialog; the server sync still completes.
    await drive.statusMessage(DRIVE_FULL_TEXT).waitFor({ timeout: 30_000 });
    const shownAt = Date.now();
    await drive.fullDriveDialog().waitFor({ timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(8_000);
    await expect
      .poll(() => pulledPurchasePrice(server.baseURL, session, 'Flour'), { timeout: 30_000 })
      .toBe(90);
    expect(mirroredPrice(session.sub, session.venueId, 'Flour')).toBe(75);
    expect(shell.problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  }, 180_000);
});
