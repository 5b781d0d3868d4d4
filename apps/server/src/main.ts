import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { schedulePurges } from './sync/purge-schedule.js';

/** Reads the configuration, opens and migrates the database, schedules the purge, listens. */
async function main() {
  // npm runs this script inside apps/server; relative paths mean the folder npm was run from.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(
    {
      ...process.env,
      WEB_DIST: process.env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url)),
    },
    baseDir,
  );
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
  // Superseded versions go after 30 days, and the thumbnails of deleted items.
  const purge = schedulePurges(database, () => Date.now(), app.log);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    purge.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? config.database.dataDir : 'DATABASE_URL';
  app.log.info(
    `Larder on http://localhost:${config.port} (database: ${config.database.kind}, ${where})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Larder could not start:', error);
  }
  process.exit(1);
});
