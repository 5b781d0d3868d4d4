import { randomUUID } from 'node:crypto';
import type { RedirectAnswer } from '@larder/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { ApiError } from '../errors.js';
import type { Payments } from './payments.js';
import { callProvider } from './provider-call.js';
import { subscriptionRowOf } from './subscription-store.js';

/**
 * The billing portal (product spec §7; sync-and-security-notes §3 item 8): a Customer Portal
 * session for the caller's own stored customer, returning to /subscription-manage. A caller
 * who never checked out has no customer: 404 `ERR_NOT_FOUND`.
 */
export async function openBillingPortal(
  db: Db,
  payments: Payments,
  log: FastifyBaseLogger,
  input: { userId: string; publicUrl: string },
): Promise<RedirectAnswer> {
  const row = await subscriptionRowOf(db, input.userId);
  if (!row) throw new ApiError('ERR_NOT_FOUND', 'No billing account yet');
  const session = await callProvider(log, 'create portal session', () =>
    payments.stripe.billingPortal.sessions.create(
      { customer: row.customerId, return_url: `${input.publicUrl}/subscription-manage` },
      { idempotencyKey: `portal-${input.userId}-${randomUUID()}` },
    ),
  );
  return { url: session.url };
}
