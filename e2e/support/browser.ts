import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; the tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags Chromium runs with here (the design notes' "Gotchas"). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium profile (its own user data folder), closed and removed by close(). */
export async function openBrowser(
  baseURL: string,
  options: {
    bypassCSP?: boolean;
    serviceWorkers?: 'allow' | 'block';
    /** This profile folder instead of a fresh one; kept when the browser closes. */
    userDataDir?: string;
    /** false: pages run no script (what a crawler or a browser without JavaScript sees). */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<BrowserSession> {
  const userDataDir =
    options.userDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'larder-chromium-')));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    baseURL,
    viewport: { width: 1280, height: 800 },
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
    // 'block': every load goes to the server, as on a first visit (what the benches weigh).
    ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
  });
  return {
    context,
    async close() {
      await context.close();
      if (!options.userDataDir) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
