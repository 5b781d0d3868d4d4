import {
  allowedVenueCount,
  PRO_PLANS,
  subscriptionCovers,
  type LicencePackSize,
  type LicenceSource,
  type SubscriptionAnswer,
} from '@larder/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { licences } from '../db/schema.js';
import { subscriptionFactsOf } from './subscription-facts.js';
import { subscriptionRowOf } from './subscription-store.js';

/**
 * GET /api/subscription (product spec §3 "Plans", §4 "Pro status"): the plans on sale, the
 * caller's subscription as last read from the provider, the packs they redeemed and the
 * allowed venue count at `now`.
 */
export async function subscriptionAnswer(
  db: Db,
  userId: string,
  paymentsConfigured: boolean,
  now: number,
): Promise<SubscriptionAnswer> {
  const [row, redeemed] = await Promise.all([
    subscriptionRowOf(db, userId),
    db
      .select()
      .from(licences)
      .where(eq(licences.redeemedBy, userId))
      .orderBy(asc(licences.redeemedAt), asc(licences.id)),
  ]);
  const facts = subscriptionFactsOf(row);
  return {
    paymentsConfigured,
    plans: PRO_PLANS,
    subscription:
      row?.subscriptionId && facts
        ? {
            planId: row.planId,
            status: facts.status,
            venues: facts.venues,
            currentPeriodEnd: new Date(facts.currentPeriodEnd).toISOString(),
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            active: subscriptionCovers(facts, now),
          }
        : null,
    licences: redeemed.map((l) => ({
      packSize: l.packSize as LicencePackSize,
      productId: l.productId,
      source: l.source as LicenceSource,
      redeemedAt: l.redeemedAt.toISOString(),
    })),
    allowedVenueCount: allowedVenueCount(
      facts,
      redeemed.map((l) => l.packSize),
      now,
    ),
  };
}
