/**
 * Lighthouse scores of a published venue site (the issue "Venue websites", item 8): the real
 * server as `npm start` runs it, a Pro cook's café of forty dishes on two menus with prices,
 * allergens and nutrition panels, published under a site tag; its public page scored with
 * Lighthouse's mobile defaults (a first visit) against Debian's Chromium. Prints JSON: the four
 * scores, the metrics, the audits that did not pass, the page's transfer size and the machine's
 * load. Lighthouse 13: docs/decisions/0002-lighthouse-13.md.
 * Run: npm run lighthouse:site -w e2e (after npm run build).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { defaultSiteSettings } from '@larder/domain';
import {
  FORTY_DISH_MENUS,
  fortyDishRecords,
} from '../../apps/server/src/test-support/forty-dish-site.js';
import { signUpForToken } from '../support/api-session.js';
import { E2E_LICENCE_SECRET, signedReceipt } from '../support/licence-receipts.js';
import { launchChromium, runLighthouse } from '../support/lighthouse.js';
import { pushRecords } from '../support/push-records.js';
import { startServer } from '../support/server.js';
import { uniqueEmail } from '../support/unique-email.js';

const TARGETS = { performance: 0.95, accessibility: 0.95, 'best-practices': 0.95, seo: 0.95 };
const TAG = 'harbour-cafe';

/** One call of the API as the cook; throws unless it answers 2xx. */
async function call(baseURL: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseURL}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

const server = await startServer({
  LICENCE_VERIFIER: 'hmac',
  LICENCE_RECEIPT_SECRET: E2E_LICENCE_SECRET,
});
const profile = await mkdtemp(path.join(os.tmpdir(), 'larder-site-lighthouse-'));
const loadBefore = loadAverage();
try {
  const { baseURL } = server;
  const token = await signUpForToken(baseURL, uniqueEmail('site-lighthouse'));
  const productId = 'larder.pro.venues.1';
  await call(baseURL, token, 'POST', '/api/licences/redeem', {
    source: 'test',
    productId,
    receipt: signedReceipt({ source: 'test', productId, transactionId: randomUUID() }),
  });
  const added = await call(baseURL, token, 'POST', '/api/venues', {
    flag: 'add',
    venue: { venue_name: 'Harbour Café' },
  });
  const venueId = (added.venue as { id: string }).id;
  await pushRecords(baseURL, { token, venueId }, fortyDishRecords());
  await call(baseURL, token, 'PUT', `/api/venues/${venueId}/site/tag`, { tag: TAG });
  await call(baseURL, token, 'PUT', `/api/venues/${venueId}/site`, {
    settings: {
      ...defaultSiteSettings(),
      published: true,
      description: 'Breakfast, lunch and cakes by the harbour, every day.',
      address: '1 Quay Street, Harbourside',
      openingHours: ['Mon-Fri 7:30-16:00', 'Sat-Sun 8:30-15:00'],
      phone: '+44 20 7946 0000',
      menus: FORTY_DISH_MENUS,
      showNutrition: true,
      social: { instagram: 'https://instagram.com/harbourcafe' },
      delivery: { deliveroo: 'https://deliveroo.co.uk/menu/harbour-cafe' },
    },
  });
  const url = `${baseURL}/s/${TAG}`;
  const html = Buffer.from(await (await fetch(url)).text());
  const chrome = await launchChromium(profile);
  try {
    const run = await runLighthouse(url, { port: chrome.port, preset: 'mobile' });
    console.log(
      JSON.stringify(
        {
          benchmark: 'site-lighthouse',
          lighthouse: `${run.lighthouseVersion} (npm), Debian Chromium, mobile defaults`,
          dishes: 40,
          page: { rawBytes: html.length, brotliBytes: brotliCompressSync(html).length },
          loadAverage: { before: loadBefore, after: loadAverage(), cores: os.cpus().length },
          targets: TARGETS,
          ...run,
          url: new URL(run.url).pathname,
        },
        null,
        2,
      ),
    );
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
  await rm(profile, { recursive: true, force: true });
}
