import { randomUUID } from 'node:crypto';
import { licenceProductId, type LicencePackSize } from '@larder/domain';
import type { Db } from '../db/database.js';
import { licences, subscriptions, users } from '../db/schema.js';

/**
 * Billing rows written straight into the database, for tests that need a Pro user without
 * going through a store or the payment provider (the billing routes' own tests go through them).
 */
export async function grantLicencePack(db: Db, userId: string, size: LicencePackSize) {
  await db.insert(users).values({ id: userId }).onConflictDoNothing();
  await db.insert(licences).values({
    id: randomUUID(),
    source: 'test',
    productId: licenceProductId(size),
    packSize: size,
    transactionId: `test-${randomUUID()}`,
    redeemedBy: userId,
  });
}

/** Stores a card subscription for `userId` as if the provider had just been read. */
export async function storeSubscription(
  db: Db,
  userId: string,
  state: {
    status: string;
    venues: number;
    currentPeriodEnd: Date;
    endedAt?: Date | null;
    cancelAtPeriodEnd?: boolean;
  },
) {
  await db.insert(users).values({ id: userId }).onConflictDoNothing();
  const row = {
    customerId: `cus_test_${userId}`,
    subscriptionId: `sub_test_${userId}`,
    planId: `pro-${state.venues}`,
    status: state.status,
    venues: state.venues,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
    endedAt: state.endedAt ?? null,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
}
