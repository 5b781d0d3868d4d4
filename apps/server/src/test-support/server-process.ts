import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const main = path.join(serverDir, 'src/main.ts');

/** The real server process (`tsx src/main.ts`), its standard error and how it ended. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to standard error so far. */
  stderr(): string;
  /** Everything written to standard output (the log) so far. */
  stdout(): string;
  /** The exit code once the process ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the server's main module with `env` on top of a quiet environment (no
 * DATABASE_URL, PUBLIC_URL or OIDC settings of the shell). `wrap`, when given, runs it through
 * another command (`sh -c 'mount … && exec "$@"'`), the command line coming last.
 */
export function startServerProcess(
  env: Record<string, string>,
  wrap: readonly string[] = [],
): ServerProcess {
  const command = [...wrap, process.execPath, '--import', 'tsx', main];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(serverDir, 'no-web-dist'),
      DATABASE_URL: '',
      PUBLIC_URL: '',
      OIDC_ISSUER: '',
      INIT_CWD: serverDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  );
  return { child, stderr: () => stderr, stdout: () => stdout, exited };
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** Waits until GET /api/health answers 200 at `baseUrl`, or the process ended. */
export async function waitForHealth(server: ServerProcess, baseUrl: string): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy: ${server.stderr()}`);
}

/** True when this machine lets a user make a mount namespace of its own (Linux `unshare`). */
export function canMountPrivately(): boolean {
  const probe = spawnSync('unshare', ['-Urm', 'true'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** A wrapper that mounts a tmpfs with `options` at `dir`, seen by the wrapped command only. */
export function withPrivateMount(dir: string, options: string, before = 'true'): string[] {
  return [
    'unshare',
    '-Urm',
    'sh',
    '-c',
    `mount -t tmpfs -o ${options} tmpfs "$0" && ${before} && exec "$@"`,
    dir,
  ];
}
