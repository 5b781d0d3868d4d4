import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { shippedMigrations } from './shipped-migrations.js';

/** Which migration the database has reached, against the latest this server ships. */
export interface MigrationLevel {
  /** How many migrations the database records as applied. */
  applied: number;
  /** The tag of the latest applied one; null when none is applied or its SQL is unknown here. */
  appliedTag: string | null;
  shipped: number;
  shippedTag: string;
  /** True when the database has every shipped migration. */
  current: boolean;
}

/** Reads the migrator's own record (drizzle.__drizzle_migrations: one row and SHA-256 each). */
export async function migrationLevel(database: Pick<Database, 'rows'>): Promise<MigrationLevel> {
  const rows = await database.rows<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  const latest = rows.at(-1);
  const latestShipped = shippedMigrations.at(-1)!;
  const known = shippedMigrations.find((m) => m.sha256 === latest?.hash);
  const appliedHashes = new Set(rows.map((r) => r.hash));
  return {
    applied: rows.length,
    appliedTag: known?.tag ?? null,
    shipped: shippedMigrations.length,
    shippedTag: latestShipped.tag,
    current: shippedMigrations.every((m) => appliedHashes.has(m.sha256)),
  };
}
