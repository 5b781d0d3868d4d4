import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { subscriptions, users } from '../db/schema.js';
import { keepsIncoming } from './subscription-choice.js';
import { subscriptionFactsOf } from './subscription-facts.js';
import type { SubscriptionState } from './stripe-subscription.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's billing record (customer and subscription), if any. */
export async function subscriptionRowOf(
  db: Db,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The user whose customer `customerId` is, if it is one of ours. */
export async function userOfCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  return row?.userId;
}

/** Whether a user of that id exists. */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Keeps the user's customer (made once, at the first checkout); the first one kept stays. */
export async function storeCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.insert(subscriptions).values({ userId, customerId }).onConflictDoNothing();
}

const factsWithId = (state: {
  subscriptionId: string | null;
  status: string | null;
  venues: number;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}) => {
  const facts = subscriptionFactsOf(state);
  return facts && state.subscriptionId ? { ...facts, subscriptionId: state.subscriptionId } : null;
};

/**
 * Stores a subscription as just read from the provider in the user's record, unless the
 * record holds another subscription that it keeps (`keepsIncoming`). True when stored.
 */
export async function storeSubscriptionState(
  db: Db,
  userId: string,
  state: SubscriptionState,
  now: number,
): Promise<boolean> {
  const stored = await subscriptionRowOf(db, userId);
  if (stored && !keepsIncoming(factsWithId(stored), factsWithId(state)!, now)) return false;
  const values = {
    subscriptionId: state.subscriptionId,
    planId: state.planId,
    status: state.status,
    venues: state.venues,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    endedAt: state.endedAt,
    updatedAt: new Date(now),
  };
  await db
    .insert(subscriptions)
    .values({ userId, customerId: state.customerId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return true;
}
