import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file in DATA_DIR that names the process holding the embedded database. */
export const LOCK_FILE = 'larder-server.pid';

/** True while the process `pid` runs (one this user may not signal runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function recordedPid(dataDir: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The id of another running process that holds the embedded database in `dataDir`, if any;
 * a file left behind by a process that ended is ignored.
 */
export async function dataDirHolder(dataDir: string): Promise<number | undefined> {
  const pid = await recordedPid(dataDir);
  return pid !== undefined && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/**
 * Records this process as the one holding `dataDir` (the first write there, so a read-only or
 * full folder fails here with its own error code); the function returned lets go of it.
 */
export async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  await writeFile(file, `${process.pid}\n`);
  return async () => {
    if ((await recordedPid(dataDir)) === process.pid) await rm(file, { force: true });
  };
}
