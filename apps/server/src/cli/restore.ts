import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, restoreDataDir } from '../db/pglite-backup.js';

/**
 * `npm run restore -- file [--force]`: puts a backup made by `npm run backup` into DATA_DIR.
 * A DATA_DIR that is not empty is refused, unless --force (it is then kept beside, renamed).
 * Stop the server first. PostgreSQL is restored with pg_restore (README, "Backup and restore").
 */
const baseDir = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
const force = args.includes('--force');
const [name] = args.filter((arg) => arg !== '--force');
try {
  const config = loadConfig(process.env, baseDir);
  if (config.database.kind === 'postgres') {
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (see README).');
  }
  if (!name) throw new BackupError('Name the backup file: npm run restore -- <file> [--force].');
  const file = path.resolve(baseDir, name);
  const { replaced } = await restoreDataDir(file, config.database.dataDir, { force });
  console.log(`Restored ${file} into ${config.database.dataDir}.`);
  if (replaced) console.log(`The database that was there is kept in ${replaced}.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('The restore failed:', error);
  process.exit(1);
}
