import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../db/database.js';
import { databaseUrl, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, withAdmin } from './databases.js';

/**
 * Vitest global setup of the server tests and the sync simulation: runs every migration once
 * per run, on an empty PGlite database (dumped to a file) and, with TEST_DATABASE_URL, on an
 * empty PostgreSQL database, and names both to the test processes (`databases.ts` opens each
 * test database as a copy). Answers the teardown, which removes both.
 */
export default async function buildDatabaseTemplates(): Promise<() => Promise<void>> {
  const id = randomUUID().replaceAll('-', '');
  const file = path.join(os.tmpdir(), `larder-pglite-template-${id}.tar`);
  const client = new PGlite('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = file;

  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const template = `larder_template_${id}`;
  const teardown = async () => {
    await rm(file, { force: true });
    if (adminUrl) {
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    }
  };
  if (adminUrl) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
      const url = databaseUrl(adminUrl, template);
      const database = await openDatabase({ kind: 'postgres', url });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    } catch (error) {
      await teardown().catch(() => undefined);
      throw error;
    }
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }
  return teardown;
}
