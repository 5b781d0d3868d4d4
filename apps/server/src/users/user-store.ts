import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CURRENCY,
  type SyncedUser,
  type UserSettings,
  type UserVenueSummary,
} from '@larder/domain';
import { loadAllowedVenueCount } from '../billing/allowance-store.js';
import type { Db } from '../db/database.js';
import { accounts, users, venues } from '../db/schema.js';
import { venueOrder } from '../venues/venue-order.js';

/** The e-mail and name a verified token carries, for ensureUser. */
export function profileFromToken(
  claims: { email?: string; name?: string; preferred_username?: string } | undefined,
): { email?: string; name?: string } {
  const { email, name, preferred_username } = claims ?? {};
  return {
    email: email ?? (preferred_username?.includes('@') ? preferred_username : undefined),
    name,
  };
}

/** Creates the user on first call; keeps its e-mail and name from the token up to date. */
export async function ensureUser(
  db: Db,
  userId: string,
  profile: { email?: string; name?: string },
): Promise<void> {
  const data = Object.fromEntries(Object.entries(profile).filter(([, v]) => v));
  await db
    .insert(users)
    .values({ id: userId, data })
    .onConflictDoUpdate({
      target: users.id,
      set: { data: sql`${users.data} || ${JSON.stringify(data)}::jsonb` },
    });
}

export async function userVenues(db: Db, userId: string): Promise<UserVenueSummary[]> {
  const rows = await db
    .select()
    .from(venues)
    .where(eq(venues.ownerId, userId))
    .orderBy(...venueOrder);
  return rows.map((v) => ({
    id: v.id,
    venue_name: v.name,
    deleted: v.deleted,
    ...(v.source ? { source: v.source } : {}),
  }));
}

/**
 * The user as the API answers it. Its e-mail address is the one of the account: for the
 * embedded provider the local account whose id is the token's subject (the address signed up
 * with); otherwise the one a verified token carried (`ensureUser`), never one sent in a body.
 * `allowedVenueCount` is the Pro allowance at `now` (product spec §4 "Pro status"): the
 * subscription while it covers `now`, plus the redeemed store packs.
 */
export async function loadUser(db: Db, userId: string, now = Date.now()): Promise<SyncedUser> {
  const [found] = await db
    .select({ row: users, accountEmail: accounts.email })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.id))
    .where(eq(users.id, userId));
  const row = found?.row;
  const data = (row?.data ?? {}) as UserSettings;
  const email = found?.accountEmail ?? data.email;
  return {
    ...data,
    ...(email ? { email } : {}),
    id: userId,
    currency: data.currency ?? DEFAULT_CURRENCY,
    metricOnly: data.metricOnly ?? false,
    uwpSynced: data.uwpSynced ?? false,
    venues: await userVenues(db, userId),
    restricted: Boolean(row?.restrictedHash),
    allowedVenueCount: await loadAllowedVenueCount(db, userId, now),
  };
}

export async function updateUserData(db: Db, userId: string, patch: Partial<UserSettings>) {
  await db
    .update(users)
    .set({ data: sql`${users.data} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(users.id, userId));
}
