import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/harness.js';

describe('the server that npm start runs', () => {
  const browser = useBrowser();

  it('answers /api/health with the version and the embedded database', async () => {
    const page = await browser.page();
    const res = await page.request.get(`${baseURL()}/api/health`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { kind: 'pglite', ok: true },
    });
  });

  it('serves the installable app with its manifest and service worker', async () => {
    const page = await browser.page();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await page.request.get(new URL(manifestHref!, baseURL()).toString());
    expect(await manifest.json()).toMatchObject({ name: expect.stringContaining('Larder') });
    const sw = await page.request.get(`${baseURL()}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
  });
});
