import { allowedVenueCount, type SubscriptionFacts } from '@larder/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { licences, subscriptions, venues } from '../db/schema.js';
import { venueOrder } from '../venues/venue-order.js';
import type { ProFacts } from './pro-facts.js';
import { subscriptionFactsOf } from './subscription-facts.js';

/** The sizes of the store packs `userId` redeemed. */
export async function redeemedPacks(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ packSize: licences.packSize })
    .from(licences)
    .where(eq(licences.redeemedBy, userId));
  return rows.map((row) => row.packSize);
}

/** The user's stored subscription as the Pro rules read it, or null. */
export async function subscriptionFactsOfUser(
  db: Db,
  userId: string,
): Promise<SubscriptionFacts | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return subscriptionFactsOf(row);
}

/** The allowed venue count of `userId` at `now` (product spec §4 "Pro status"). */
export async function loadAllowedVenueCount(db: Db, userId: string, now: number): Promise<number> {
  const [subscription, packs] = await Promise.all([
    subscriptionFactsOfUser(db, userId),
    redeemedPacks(db, userId),
  ]);
  return allowedVenueCount(subscription, packs, now);
}

/** The user's Pro facts as stored: venues in order, the subscription, the redeemed packs. */
export async function loadProFacts(db: Db, userId: string): Promise<ProFacts> {
  const [owned, subscription, packs] = await Promise.all([
    db
      .select({ id: venues.id, deleted: venues.deleted })
      .from(venues)
      .where(eq(venues.ownerId, userId))
      .orderBy(...venueOrder),
    subscriptionFactsOfUser(db, userId),
    redeemedPacks(db, userId),
  ]);
  return { venues: owned, subscription, packs };
}
