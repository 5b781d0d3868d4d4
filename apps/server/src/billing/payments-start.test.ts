import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from '../test-support/server-process.js';

/** README "Payments": `npm start` without Stripe keys works; a partial set does not start. */
describe('starting without payments, or with a partial Stripe set', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'larder-payments-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  // A process start takes a while on a busy machine (the server's own start, PGlite, tsx).
  it(
    'starts without Stripe keys and says once that payments are off',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const server = startServerProcess({
        PORT: String(port),
        DATA_DIR: path.join(scratch, 'off'),
        LOG_LEVEL: 'info',
      });
      try {
        await waitForHealth(server, `http://127.0.0.1:${port}`);
        const said = server.stdout().match(/Payments are off until STRIPE_SECRET_KEY/g) ?? [];
        expect(said).toHaveLength(1);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it(
    'refuses to start with a key but no webhook secret or prices, naming what is missing',
    { timeout: 90_000 },
    async () => {
      const server = startServerProcess({
        PORT: String(await freePort()),
        DATA_DIR: path.join(scratch, 'partial'),
        STRIPE_SECRET_KEY: 'sk_test_partial_key',
      });
      expect(await server.exited).toBe(1);
      const text = server.stderr();
      expect(text).toMatch(
        /^Larder could not start: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/m,
      );
      expect(text).toContain('STRIPE_PRICE_PRO_5 must be set');
      expect(text).not.toContain('sk_test_partial_key');
    },
  );
});
