import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one database schema, shared by PGlite and PostgreSQL. Migrations only add: a shipped
 * migration is never edited, and a column or table is never dropped or renamed
 * (ARCHITECTURE.md, "Database").
 */

/** A user, created on the first call of a signed-in identity. `id` comes from the token. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The synced user record of spec section 3 (currency, metricOnly, conversions...). */
  data: jsonb('data').notNull().default({}),
});

/** A venue; every hot query is keyed by venue id. Deleting is soft. */
export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_owner_idx').on(t.ownerId)],
);
