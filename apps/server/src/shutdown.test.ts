import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock.js';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './test-support/server-process.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start() {
  const port = await freePort();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'larder-stop-'));
  server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealth(server, `http://127.0.0.1:${port}`);
  return { port, server };
}

describe('stopping the server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes the request in flight, closes the database and exits with 0',
    async (signal) => {
      const { port, server } = await start();
      const body = 'grant_type=authorization_code&code=nothing&client_id=larder-web';
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      await new Promise((resolve) => socket.once('connect', resolve));
      // The request has started (headers and half its body) when the signal arrives.
      socket.write(
        `POST /oidc/token HTTP/1.1\r\nHost: localhost:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n` +
          body.slice(0, 20),
      );
      await pause(300);
      server.child.kill(signal);
      await pause(500);
      expect(server.child.exitCode).toBeNull();
      socket.end(body.slice(20));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('invalid_');
      expect(await server.exited).toBe(0);
      // The embedded database was closed: PGlite and Larder let go of the folder.
      const left = await readdir(dataDir!);
      expect(left).not.toContain('postmaster.pid');
      expect(left).not.toContain(LOCK_FILE);
    },
  );
});
