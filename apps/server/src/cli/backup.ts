import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backupDataDir } from '../db/pglite-backup.js';

/**
 * `npm run backup [-- file]`: saves the embedded database (DATA_DIR) to a file, by default
 * larder-backup-<date and time>.tar.gz in the folder npm was run from. Stop the server first.
 * PostgreSQL (DATABASE_URL) is backed up with pg_dump (README, "Backup and restore").
 */
const baseDir = process.env.INIT_CWD ?? process.cwd();
try {
  const config = loadConfig(process.env, baseDir);
  if (config.database.kind === 'postgres') {
    throw new BackupError('DATABASE_URL is set: back PostgreSQL up with pg_dump (see README).');
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const file = path.resolve(baseDir, process.argv[2] ?? `larder-backup-${stamp}.tar.gz`);
  await backupDataDir(config.database.dataDir, file);
  console.log(`Saved the database of ${config.database.dataDir} to ${file}.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
}
