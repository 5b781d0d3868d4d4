import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { Payments } from './payments.js';
import { callProvider } from './provider-call.js';
import { storeCustomer, subscriptionRowOf } from './subscription-store.js';

/**
 * The caller's own customer at the payment provider: the stored one, or one made now, once per
 * user (Idempotency-Key `customer-<userId>`, so a retried or concurrent first checkout makes
 * no second one), with the account's e-mail and the user id in its metadata. Never an id from
 * a request.
 */
export async function ensureCustomer(
  db: Db,
  payments: Payments,
  log: FastifyBaseLogger,
  user: { id: string; email?: string },
): Promise<string> {
  const stored = await subscriptionRowOf(db, user.id);
  if (stored) return stored.customerId;
  const customer = await callProvider(log, 'create customer', () =>
    payments.stripe.customers.create(
      { ...(user.email ? { email: user.email } : {}), metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    ),
  );
  await storeCustomer(db, user.id, customer.id);
  return (await subscriptionRowOf(db, user.id))!.customerId;
}
