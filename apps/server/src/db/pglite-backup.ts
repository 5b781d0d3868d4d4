import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDirHolder, holdDataDir, LOCK_FILE } from './data-dir-lock.js';

/** Why a backup or restore was refused, as one sentence naming what to do. */
export class BackupError extends Error {}

const GZIP = 'application/x-gzip';

async function refuseWhileHeld(dataDir: string, what: string): Promise<void> {
  const holder = await dataDirHolder(dataDir);
  if (holder !== undefined) {
    throw new BackupError(
      `The server (process ${holder}) is using DATA_DIR (${dataDir}): stop it, then ${what} again.`,
    );
  }
}

/**
 * Writes the embedded database of `dataDir` to `file` (a gzipped tar of the PGlite folder,
 * PGlite's `dumpDataDir`). Refused while the server holds the folder, when the folder holds no
 * database, and when `file` exists.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`DATA_DIR (${dataDir}) holds no database: there is nothing to back up.`);
  }
  await refuseWhileHeld(dataDir, 'back up');
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  const release = await holdDataDir(dataDir);
  try {
    const client = new PGlite(dataDir);
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { flag: 'wx' });
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

const isEmptyOrMissing = async (dir: string) =>
  !existsSync(dir) || (await readdir(dir)).length === 0;

/** Empties `dir`, keeping the folder itself (it may be a mount point). */
async function empty(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true });
}

/** Unpacks the backup `file` into the empty folder `dataDir` and checks that it opens. */
async function unpack(file: string, dataDir: string): Promise<void> {
  const bytes = new Uint8Array(await readFile(file));
  const notBackup = new BackupError(
    `${file} is not a backup of a Larder database: name another file.`,
  );
  // A backup is gzipped (PGlite would fail on anything else outside of this call's reach).
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw notBackup;
  const loadDataDir = new Blob([bytes], { type: GZIP });
  let client: PGlite | undefined;
  try {
    client = new PGlite(dataDir, { loadDataDir });
    await client.waitReady;
    await client.query('select count(*) from users');
  } catch {
    throw notBackup;
  }
  try {
    // Devices hold cursors into the venues' history as it was after the backup was taken:
    // a new epoch tells each to reset its cursor and sync everything again
    // (sync-and-security-notes section 3, item 27).
    await client.query('update venues set epoch = md5(random()::text || clock_timestamp()::text)');
  } finally {
    await client?.close().catch(() => undefined);
  }
  // The backup was taken while its own process held the folder, never this one.
  await rm(path.join(dataDir, LOCK_FILE), { force: true });
}

/**
 * Puts the database saved in `file` into `dataDir`. A `dataDir` that is not empty is refused
 * unless `force`; then it is first moved beside, under the name answered as `replaced`, and
 * moved back should the backup not open. Refused while the server holds `dataDir`.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: { force?: boolean; stamp?: string } = {},
): Promise<{ replaced?: string }> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist: name a backup file.`);
  await refuseWhileHeld(dataDir, 'restore');
  let replaced: string | undefined;
  if (!(await isEmptyOrMissing(dataDir))) {
    if (!options.force) {
      throw new BackupError(
        `DATA_DIR (${dataDir}) is not empty: restore into an empty folder, or add --force to put what is there aside.`,
      );
    }
    const stamp = options.stamp ?? new Date().toISOString().replace(/[:.]/g, '-');
    replaced = `${dataDir}.before-restore-${stamp}`;
    try {
      await rename(dataDir, replaced);
    } catch (error) {
      throw new BackupError(
        `DATA_DIR (${dataDir}) could not be moved aside (${(error as NodeJS.ErrnoException).code}): empty it yourself, then restore again.`,
      );
    }
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await unpack(file, dataDir);
  } catch (error) {
    await empty(dataDir);
    if (replaced) {
      await rm(dataDir, { recursive: true });
      await rename(replaced, dataDir);
    }
    throw error;
  }
  return replaced ? { replaced } : {};
}
