import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startFailureText } from './start-errors.js';
import {
  canMountPrivately,
  freePort,
  startServerProcess,
  withPrivateMount,
} from './test-support/server-process.js';

const privateMounts = canMountPrivately();
const root = process.getuid?.() === 0;
const testUrl = process.env.TEST_DATABASE_URL || undefined;

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'larder-start-'));
});
afterAll(async () => {
  await chmod(scratch, 0o700).catch(() => undefined);
  await rm(scratch, { recursive: true, force: true });
});

/** Runs the server until it ends; answers its exit code and standard error. */
async function failedStart(env: Record<string, string>, wrap: readonly string[] = []) {
  const server = startServerProcess({ PORT: String(await freePort()), ...env }, wrap);
  const code = await server.exited;
  return { code, stderr: server.stderr() };
}

/** Exit code 1 and one line on standard error, naming `setting`, with no stack trace. */
function expectOneSentence(result: { code: number | null; stderr: string }, setting: string) {
  expect(result.code).toBe(1);
  const lines = result.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('oidc-provider WARNING'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Larder could not start: /);
  expect(lines[0]).toContain(setting);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('a server that cannot start says why in one sentence and exits with 1', () => {
  it.runIf(privateMounts || !root)('a read-only DATA_DIR', async () => {
    const dir = path.join(scratch, 'read-only');
    let wrap: string[] = [];
    if (privateMounts) {
      await mkdir(dir);
      wrap = withPrivateMount(dir, 'ro,size=1m');
    } else {
      await mkdir(dir, { mode: 0o555 });
    }
    const result = await failedStart({ DATA_DIR: dir }, wrap);
    expectOneSentence(result, 'DATA_DIR');
    expect(result.stderr).toContain('is read-only: let the server');
  });

  it.runIf(privateMounts)('a DATA_DIR on a full disk', async () => {
    const dir = path.join(scratch, 'full');
    await mkdir(dir);
    const fill = 'dd if=/dev/zero of="$0/fill" bs=64k 2>/dev/null || true';
    const result = await failedStart({ DATA_DIR: dir }, withPrivateMount(dir, 'size=1m', fill));
    expectOneSentence(result, 'DATA_DIR');
    expect(result.stderr).toContain('is full: free some space');
  });

  it.runIf(privateMounts)('a DATA_DIR too small for the database', async () => {
    const dir = path.join(scratch, 'small');
    await mkdir(dir);
    const result = await failedStart({ DATA_DIR: dir }, withPrivateMount(dir, 'size=4m'));
    expectOneSentence(result, 'DATA_DIR');
    expect(result.stderr).toContain('is full: free some space');
  });

  it('a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const result = await failedStart({ DATABASE_URL: 'mysql://localhost/larder' });
    expectOneSentence(result, 'DATABASE_URL must be a postgres:// or postgresql:// URL');
  });

  it('a DATABASE_URL where no PostgreSQL answers', async () => {
    const port = await freePort();
    const result = await failedStart({
      DATABASE_URL: `postgres://larder:s3cret@127.0.0.1:${port}/larder`,
    });
    expectOneSentence(result, `DATABASE_URL points at 127.0.0.1:${port}`);
    expect(result.stderr).toContain('start PostgreSQL there, or correct DATABASE_URL');
    expect(result.stderr).not.toContain('s3cret');
  });

  it.runIf(testUrl)('a DATABASE_URL naming a database that does not exist', async () => {
    const url = new URL(testUrl!);
    url.pathname = '/larder_no_such_database';
    const result = await failedStart({ DATABASE_URL: url.toString() });
    expectOneSentence(result, 'the database "larder_no_such_database" of DATABASE_URL');
    expect(result.stderr).toContain('createdb larder_no_such_database');
  });

  it('a PORT another program listens on', async () => {
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as net.AddressInfo).port)),
    );
    try {
      const result = await failedStart({
        PORT: String(port),
        DATA_DIR: path.join(scratch, 'port-in-use'),
      });
      expectOneSentence(result, `PORT ${port} is already in use`);
      expect(result.stderr).toContain('set PORT to a free port');
    } finally {
      taken.close();
    }
  });

  it('an external issuer without the client id and audience Larder needs from it', async () => {
    const result = await failedStart({ OIDC_ISSUER: 'https://id.example.com' });
    expectOneSentence(result, 'OIDC_CLIENT_ID must be set when OIDC_ISSUER is set');
    expect(result.stderr).toContain('OIDC_AUDIENCE must be set');
  });
});

describe('the sentence for each failure the process tests cannot make here', () => {
  const postgres = loadConfig({ DATABASE_URL: 'postgres://larder:s3cret@db.internal/larder' }, '/');
  const pglite = loadConfig({ DATA_DIR: '/srv/larder' }, '/');
  const pgError = (code: string) => Object.assign(new Error('refused'), { code });

  it('a password PostgreSQL refuses, without the password', () => {
    const text = startFailureText(pgError('28P01'), 'database', postgres);
    expect(text).toBe(
      'Larder could not start: PostgreSQL at db.internal:5432 refused the user name or password of DATABASE_URL: correct them in DATABASE_URL.',
    );
  });

  it('a PostgreSQL host that answers on none of its addresses (AggregateError)', () => {
    const error = new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]);
    expect(startFailureText(error, 'database', postgres)).toContain(
      'DATABASE_URL points at db.internal:5432, where no PostgreSQL server answers (ECONNREFUSED)',
    );
  });

  it("PGlite's own read-only file system error", () => {
    const error = Object.assign(new Error(), { name: 'ErrnoError', errno: 69 });
    expect(startFailureText(error, 'database', pglite)).toContain(
      'DATA_DIR (/srv/larder) is read-only',
    );
  });

  it('a port below 1024 without the rights to it', () => {
    expect(startFailureText(pgError('EACCES'), 'listen', pglite)).toBe(
      "Larder could not start: PORT 8080 may only be used by the system's administrator here: set PORT to 1024 or above.",
    );
  });

  it('leaves an unknown failure to the full report', () => {
    expect(startFailureText(new Error('boom'), 'database', pglite)).toBeUndefined();
    expect(startFailureText(pgError('42501'), 'database', postgres)).toBeUndefined();
  });
});
