import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser.js';
import { E2E_LICENCE_SECRET } from './licence-receipts.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts one real server for the whole run; the journeys reach it through inject('baseURL'). */
export default async function setup(project: TestProject) {
  const index = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install -y chromium`);
  }
  const server = await startServer({
    LICENCE_VERIFIER: 'hmac',
    LICENCE_RECEIPT_SECRET: E2E_LICENCE_SECRET,
  });
  project.provide('baseURL', server.baseURL);
  return () => server.stop();
}
