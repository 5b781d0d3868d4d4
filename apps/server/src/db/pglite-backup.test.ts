import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.js';
import { openDatabase } from './database.js';
import { BackupError, backupDataDir, restoreDataDir } from './pglite-backup.js';
import { users, venues } from './schema.js';

let scratch: string;
let original: string;
let backup: string;

/** A database in a folder of its own, through the real schema and migrations, with rows. */
async function createDatabase(dataDir: string, venueName: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.db.insert(users).values({ id: 'user-1', data: { currency: 'EUR' } });
  await database.db.insert(venues).values({ id: 'venue-1', ownerId: 'user-1', name: venueName });
  await database.close();
}

async function readBack(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    return {
      users: await database.db.select({ id: users.id, data: users.data }).from(users),
      venues: await database.db.select({ id: venues.id, name: venues.name }).from(venues),
      epochs: (await database.db.select({ epoch: venues.epoch }).from(venues)).map((v) => v.epoch),
    };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'larder-backup-'));
  original = path.join(scratch, 'data');
  backup = path.join(scratch, 'larder.tar.gz');
  await createDatabase(original, 'The Crown');
  await backupDataDir(original, backup);
}, 120_000);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('backing up and restoring the embedded database', () => {
  it('restores the user and venue of a backup into a new folder', async () => {
    const restored = path.join(scratch, 'restored');
    expect(await restoreDataDir(backup, restored)).toEqual({});
    expect(await readBack(restored)).toMatchObject({
      users: [{ id: 'user-1', data: { currency: 'EUR' } }],
      venues: [{ id: 'venue-1', name: 'The Crown' }],
    });
    expect(await readdir(restored)).not.toContain(LOCK_FILE);
  });

  it('gives every restored venue a new epoch, so devices reset their cursors (checklist item 27)', async () => {
    const before = (await readBack(original)).epochs;
    const restored = path.join(scratch, 'restored-epoch');
    await restoreDataDir(backup, restored);
    const after = (await readBack(restored)).epochs;
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it('refuses a DATA_DIR that is not empty, and keeps it aside with --force', async () => {
    const other = path.join(scratch, 'other');
    await createDatabase(other, 'The Anchor');
    await expect(restoreDataDir(backup, other)).rejects.toThrow(
      `DATA_DIR (${other}) is not empty: restore into an empty folder, or add --force`,
    );
    expect((await readBack(other)).venues).toEqual([{ id: 'venue-1', name: 'The Anchor' }]);

    const { replaced } = await restoreDataDir(backup, other, { force: true, stamp: 'then' });
    expect(replaced).toBe(`${other}.before-restore-then`);
    expect((await readBack(other)).venues).toEqual([{ id: 'venue-1', name: 'The Crown' }]);
    expect((await readBack(replaced!)).venues).toEqual([{ id: 'venue-1', name: 'The Anchor' }]);
  });

  it('changes nothing when the file is not a backup', async () => {
    const bad = path.join(scratch, 'bad.tar.gz');
    await writeFile(bad, 'not a backup');
    const target = path.join(scratch, 'kept');
    await createDatabase(target, 'The Anchor');
    await expect(restoreDataDir(bad, target, { force: true, stamp: 'bad' })).rejects.toThrow(
      BackupError,
    );
    // A gzipped file that holds no database.
    const { gzipSync } = await import('node:zlib');
    await writeFile(bad, gzipSync('not a tar'));
    await expect(restoreDataDir(bad, target, { force: true, stamp: 'bad' })).rejects.toThrow(
      `${bad} is not a backup of a Larder database`,
    );
    expect((await readBack(target)).venues).toEqual([{ id: 'venue-1', name: 'The Anchor' }]);
  });

  it('refuses while a running server holds DATA_DIR, and ignores a lock left behind', async () => {
    const held = path.join(scratch, 'held');
    await mkdir(held);
    // The parent of this process runs: as a server would.
    await writeFile(path.join(held, LOCK_FILE), `${process.ppid}\n`);
    await expect(restoreDataDir(backup, held, { force: true })).rejects.toThrow(
      `The server (process ${process.ppid}) is using DATA_DIR (${held}): stop it, then restore again.`,
    );
    await expect(backupDataDir(original, backup)).rejects.toThrow('already exists');
    // A process id that no process has: the server that wrote it ended.
    await writeFile(path.join(held, LOCK_FILE), '2147483646\n');
    await expect(restoreDataDir(backup, held, { force: true })).resolves.toBeDefined();
  });

  it('runs as npm run backup and npm run restore, relative to the folder npm ran in', async () => {
    const serverDir = fileURLToPath(new URL('../..', import.meta.url));
    const run = (script: string, args: string[], dataDir: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.join(serverDir, `src/cli/${script}.ts`), ...args],
          {
            cwd: serverDir,
            env: { ...process.env, INIT_CWD: scratch, DATA_DIR: dataDir, DATABASE_URL: '' },
          },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('close', (code) => resolve({ code, out }));
      });
    const saved = await run('backup', ['cli.tar.gz'], 'data');
    expect(saved).toMatchObject({ code: 0 });
    expect(saved.out).toContain(`to ${path.join(scratch, 'cli.tar.gz')}.`);
    const refused = await run('restore', ['cli.tar.gz'], 'data');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not empty');
    const restored = await run('restore', ['cli.tar.gz'], 'cli-restored');
    expect(restored).toMatchObject({ code: 0 });
    expect((await readBack(path.join(scratch, 'cli-restored'))).users).toHaveLength(1);
  });
});
