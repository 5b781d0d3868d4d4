import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { driveOffText } from './drive-config.js';
import { openDatabase, type Database } from './db/database.js';
import { startFailureText, type StartStep } from './start-errors.js';
import { schedulePurges } from './sync/purge-schedule.js';

let step: StartStep = 'config';
let config: Config | undefined;

/** Reads the configuration, opens and migrates the database, schedules the purge, listens. */
async function main() {
  // npm runs this script inside apps/server; relative paths mean the folder npm was run from.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  config = loadConfig(
    {
      ...process.env,
      WEB_DIST: process.env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url)),
    },
    baseDir,
  );
  step = 'database';
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const app = await buildApp({ config, database });
  // Superseded versions go after 30 days, and the thumbnails of deleted items.
  const purge = schedulePurges(database, () => Date.now(), app.log);

  stopOnSignals(async (signal) => {
    app.log.info(`${signal}: finishing the requests in flight, then closing`);
    purge.stop();
    // Stops taking connections and waits for the requests in flight; then the database.
    await app.close();
    await database.close();
  });

  step = 'listen';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeQuietly(database);
    throw error;
  }
  const where = config.database.kind === 'pglite' ? config.database.dataDir : 'DATABASE_URL';
  app.log.info(`Larder on ${config.publicUrl} (database: ${config.database.kind}, ${where})`);
  if (!config.billing.stripe) {
    app.log.info(
      'Payments are off until STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_PRO_1 … _5 are set (README, "Payments")',
    );
  }
  const driveOff = driveOffText(config.drive);
  if (driveOff) app.log.info(driveOff);
}

async function closeQuietly(database: Database) {
  await database.close().catch(() => undefined);
}

/** SIGTERM and SIGINT run `stop` once, then end the process: 0 when it went well. */
function stopOnSignals(stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Larder did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}

main().catch((error: unknown) => {
  const text = startFailureText(error, step, config);
  if (text) console.error(text);
  else console.error('Larder could not start:', error);
  process.exit(1);
});
