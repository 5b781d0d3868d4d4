import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from './test-support/server-process.js';

/** README "Configuration": `npm start` as it comes says once that the drive mirror is off, and why. */
describe('starting with the default drive settings', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'larder-drive-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it(
    'says once that the OneDrive mirror is off because the embedded sign-in has no drive',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const server = startServerProcess({
        PORT: String(port),
        DATA_DIR: path.join(scratch, 'data'),
        LOG_LEVEL: 'info',
      });
      try {
        await waitForHealth(server, `http://127.0.0.1:${port}`);
        const said = server.stdout().match(/The OneDrive mirror is off: .*?\(DRIVE_MIRROR/g) ?? [];
        expect(said).toEqual([
          'The OneDrive mirror is off: the embedded sign-in has no cloud drive (DRIVE_MIRROR',
        ]);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it(
    'refuses to start with a DRIVE_MIRROR it does not know, naming it',
    { timeout: 90_000 },
    async () => {
      const server = startServerProcess({
        PORT: String(await freePort()),
        DATA_DIR: path.join(scratch, 'bad'),
        DRIVE_MIRROR: 'dropbox',
      });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toMatch(/DRIVE_MIRROR must be auto, off or onedrive/);
    },
  );
});
