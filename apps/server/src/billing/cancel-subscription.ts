import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { subscriptionFeedback } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { Payments } from './payments.js';
import { callProvider } from './provider-call.js';
import { subscriptionStateOf } from './stripe-subscription.js';
import { storeSubscriptionState, subscriptionRowOf } from './subscription-store.js';

/** The mail that tells the product's contact address why a user cancelled. */
export function feedbackMail(
  contact: string,
  facts: { userId: string; subscriptionId: string; planId: string | null; feedback: string },
) {
  return {
    to: contact,
    subject: 'Larder: a subscription was cancelled',
    text:
      `User ${facts.userId} cancelled subscription ${facts.subscriptionId}` +
      ` (plan ${facts.planId ?? 'unknown'}) at the end of its period.\n\n` +
      `Feedback:\n${facts.feedback}\n`,
  };
}

/**
 * Cancel subscription (product spec §7; sync-and-security-notes §3 item 8): the caller's own
 * stored subscription is set to cancel at the end of its period (an Idempotency-Key on the
 * call), so Pro stays until then; the record is updated from the provider's answer. Feedback,
 * when given, is stored and mailed to CONTACT_EMAIL (user id, subscription and text only); a
 * mail that fails is logged, the cancellation stands.
 */
export async function cancelSubscription(
  db: Db,
  payments: Payments,
  deps: { log: FastifyBaseLogger; mailer: Mailer; contact: string },
  input: { userId: string; feedback?: string; now: number },
): Promise<void> {
  const row = await subscriptionRowOf(db, input.userId);
  const subscriptionId = row?.subscriptionId;
  if (!row || !subscriptionId) throw new ApiError('ERR_NOT_FOUND', 'No subscription');
  if (row.status === 'canceled' || row.status === 'incomplete_expired') {
    throw new ApiError('ERR_CONFLICT', 'The subscription has ended');
  }
  const updated = await callProvider(deps.log, 'cancel subscription', () =>
    payments.stripe.subscriptions.update(
      subscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: `cancel-${subscriptionId}-${randomUUID()}` },
    ),
  );
  await storeSubscriptionState(
    db,
    input.userId,
    subscriptionStateOf(updated, payments.settings),
    input.now,
  );
  const feedback = input.feedback?.trim();
  if (!feedback) return;
  await db.insert(subscriptionFeedback).values({
    id: randomUUID(),
    userId: input.userId,
    subscriptionId,
    feedback,
  });
  try {
    await deps.mailer.send(
      feedbackMail(deps.contact, {
        userId: input.userId,
        subscriptionId,
        planId: row.planId,
        feedback,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'cancellation feedback mail failed');
  }
}
