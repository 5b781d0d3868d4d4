/**
 * First sync of a 10,000-item venue into an empty browser store, in Chromium: the server is
 * started as `npm start` runs it (embedded PGlite), the venue is seeded through the sync API,
 * then a fresh Chromium profile runs the data layer's first sync. Prints JSON.
 * Run: npm run bench -w e2e (needs `npm run build` first for the served app).
 */
import { recalculateAll } from '@larder/domain';
import { generateVenue } from '../../packages/domain/bench/generate-venue.js';
import { openBrowser } from '../support/browser.js';
import { signUpForToken } from '../support/api-session.js';
import { startServer } from '../support/server.js';
import { firstSyncInPage } from './first-sync-in-page.js';
import { pushItems } from './seed-venue.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const server = await startServer();
try {
  const token = await signUpForToken(server.baseURL, `bench-${Date.now()}@example.com`);
  const venue = await fetch(`${server.baseURL}/api/venues`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ flag: 'add', venue: { venue_name: 'Bench Venue' } }),
  });
  const venueId = ((await venue.json()) as { venue: { id: string } }).venue.id;

  // Stored as a device pushes them: with the figures it computed (else the first sync would
  // compute them all and push them back).
  const items = recalculateAll(generateVenue().items).slice(0, ITEMS);
  const seedStart = performance.now();
  await pushItems(server.baseURL, token, venueId, items);
  const seedMs = performance.now() - seedStart;

  const browser = await openBrowser(server.baseURL, { bypassCSP: true });
  try {
    const page = await browser.context.newPage();
    const result = await firstSyncInPage(page, { token, venueId });
    console.log(
      JSON.stringify(
        {
          benchmark: 'first-sync-into-empty-browser-store',
          browser: 'chromium',
          items: items.length,
          seedViaPushMs: Math.round(seedMs),
          firstSyncMs: Math.round(result.ms),
          rowsPulled: result.pulled,
          // Changes this device pushed back in the same cycle (figures it recomputed).
          pushedBack: result.pushed,
          itemsStored: result.stored,
          targetMs: 5000,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
