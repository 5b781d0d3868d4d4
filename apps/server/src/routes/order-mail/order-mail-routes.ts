import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { orderMailSchema, supplierSchema } from '@larder/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { items } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { MAX_ORDER_MAIL_BODY_BYTES, ORDER_MAIL_RATE_LIMIT } from '../../limits.js';
import type { Mailer } from '../../mail/mailer.js';
import { parseBody } from '../parse-body.js';
import { EMAIL_FAILED } from '../restricted/restricted-routes.js';
import { orderMailSubject, orderMailText } from './order-mail-text.js';

const address = z.string().trim().email();

/** A stored record of the venue (kind, key), or undefined when absent or deleted. */
async function storedDoc(db: Db, venueId: string, kind: string, key: string) {
  const [row] = await db
    .select({ doc: items.doc })
    .from(items)
    .where(
      and(
        eq(items.venueId, venueId),
        eq(items.kind, kind),
        eq(items.key, key),
        eq(items.deleted, false),
      ),
    );
  return row?.doc ?? undefined;
}

/** The address of a stored document's `email` field, when it holds a valid one. */
const emailOf = (doc: unknown): string | undefined => {
  const value = (doc as { email?: unknown } | null | undefined)?.email;
  const parsed = address.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Send an order to its supplier (operations-model §3, "e-mail to the supplier"). Not a relay:
 * the recipient is the supplier's e-mail as stored in the venue (kind 'supplier', its key),
 * never an address from the body; the venue's profile e-mail is only the reply-to; the text
 * is a server-side template. 404 for an unknown supplier, 409 ERR_SUPPLIER_NO_EMAIL when it
 * has no address, 502 'Email failed' when the mail cannot be sent.
 */
export const orderMailRoutes =
  (db: Db, mailer: Mailer): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/venues/:venueId/order-mail',
      {
        bodyLimit: MAX_ORDER_MAIL_BODY_BYTES,
        config: { venue: 'load', rateLimit: ORDER_MAIL_RATE_LIMIT },
      },
      async (request) => {
        const order = parseBody(orderMailSchema, request.body);
        const { venue } = request;
        const stored = await storedDoc(db, venue.id, 'supplier', order.supplierKey);
        const supplier = stored === undefined ? null : supplierSchema.safeParse(stored);
        if (!supplier?.success || supplier.data.deleted === true) {
          throw new ApiError('ERR_NOT_FOUND', 'Supplier not found');
        }
        const to = emailOf(supplier.data);
        if (!to) {
          throw new ApiError('ERR_SUPPLIER_NO_EMAIL', 'The supplier has no e-mail address');
        }
        const replyTo = emailOf(await storedDoc(db, venue.id, 'settings', 'PROFILE'));
        try {
          await mailer.send({
            to,
            ...(replyTo ? { replyTo } : {}),
            subject: orderMailSubject(venue.name, order.date, order.language),
            text: orderMailText(venue.name, order.date, order.lines, order.language),
          });
        } catch (error) {
          request.log.error({ err: error }, 'order mail failed');
          throw new ApiError('ERR_MAIL_FAILED', EMAIL_FAILED);
        }
        return { sent: true };
      },
    );
  };
