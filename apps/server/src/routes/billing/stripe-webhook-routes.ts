import { issue } from '@larder/domain';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Payments } from '../../billing/payments.js';
import { handleStripeEvent, stripeEventSchema } from '../../billing/stripe-events.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { MAX_STRIPE_EVENT_BYTES } from '../../limits.js';
import { parseBody } from '../parse-body.js';

/** How old a signed event may be (Stripe's own default and advice). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Why a signature was refused, for the log (never the header, the secret or the body). */
const refusalOf = (header: unknown, error: unknown): string => {
  if (typeof header !== 'string' || header === '') return 'missing';
  return error instanceof Error && /tolerance/i.test(error.message) ? 'stale' : 'mismatch';
};

/**
 * The event of a webhook call, verified on the raw bytes with every configured secret (more
 * than one while a secret is rotated); throws 400 with `field-invalid` at `stripe-signature`.
 */
function verifiedEvent(
  payments: Payments,
  raw: Buffer,
  header: unknown,
  receivedAt: number,
  log: FastifyBaseLogger,
): Stripe.Event {
  let failure: unknown;
  if (typeof header === 'string') {
    for (const secret of payments.settings.webhookSecrets) {
      try {
        return payments.stripe.webhooks.constructEvent(
          raw,
          header,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
      } catch (error) {
        failure = error;
      }
    }
  }
  log.warn({ reason: refusalOf(header, failure) }, 'stripe webhook refused: bad signature');
  throw new ApiError(
    'ERR_BAD_REQUEST',
    'Bad or stale Stripe-Signature',
    issue('field-invalid', 'stripe-signature'),
  );
}

/**
 * POST /api/stripe/webhook, public: the payment provider's events (sync-and-security-notes §3
 * items 23, 24, 26). The body is kept as the bytes received (this plugin's own JSON parser,
 * so no parsing and re-serialising can change what was signed) and verified with
 * `Stripe-Signature` and a 300 s tolerance before anything reads it; a bad or stale signature
 * answers 400 and is logged without the secret or body. Then `handleStripeEvent`.
 */
export const stripeWebhookRoutes =
  (db: Db, payments: Payments | undefined): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_STRIPE_EVENT_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post('/stripe/webhook', { bodyLimit: MAX_STRIPE_EVENT_BYTES }, async (request) => {
      if (!payments) throw new ApiError('ERR_PAYMENTS_OFF', 'Payments are not configured');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const now = Date.now();
      const event = verifiedEvent(
        payments,
        raw,
        request.headers['stripe-signature'],
        now,
        request.log,
      );
      parseBody(stripeEventSchema, event);
      const outcome = await handleStripeEvent(db, payments, request.log, event, now);
      return { received: true, outcome };
    });
  };
