import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_LICENCE_SECRET } from './licence-receipts.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the real server as `npm start` does (its main module, the built web app, an
 * embedded PGlite in a fresh folder) on a free port, and waits for /api/health.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'larder-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Store receipts signed with the journeys' own secret make a user Pro (licence-receipts.ts).
        LICENCE_VERIFIER: 'hmac',
        LICENCE_RECEIPT_SECRET: E2E_LICENCE_SECRET,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseURL = `http://localhost:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`))),
  );
  await Promise.race([waitForHealth(baseURL), exited]);
  return {
    baseURL,
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await done;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseURL: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${baseURL} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
