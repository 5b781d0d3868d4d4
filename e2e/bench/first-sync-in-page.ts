import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

/** What the data layer's first sync reports (first-sync-entry.ts). */
export interface FirstSyncResult {
  ms: number;
  pulled: number;
  pushed: number;
  stored: number;
}

/** The user id (`sub`) of an access token. */
export function userIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;
}

/**
 * Runs the data layer's first sync of the venue in `page`, on a page that has no venue open
 * (/pricing): first-sync-entry.ts is bundled and loaded as a script tag, so the browser needs
 * `bypassCSP`. Resolves once the venue's records are stored in the browser.
 */
export async function firstSyncInPage(
  page: Page,
  session: { token: string; venueId: string },
): Promise<FirstSyncResult> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./first-sync-entry.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
    // Loaded on demand by screens the bench never opens. Bundled in, they would make esbuild
    // wrap the domain modules they share with the sync in lazy initialisers, which the sync's
    // own code then reads before they run ("SYNC_KINDS is not iterable").
    external: ['@larder/domain/venue-file', '@larder/domain/usda-sr24.json'],
  });
  await page.goto('/pricing');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text, type: 'module' });
  await page.waitForFunction(() => 'firstSync' in window);
  return page.evaluate(
    (config) =>
      (
        window as unknown as { firstSync: (c: typeof config) => Promise<FirstSyncResult> }
      ).firstSync(config),
    { token: session.token, userId: userIdOf(session.token), venueId: session.venueId },
  );
}
