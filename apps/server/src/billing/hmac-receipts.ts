import { createHmac, timingSafeEqual } from 'node:crypto';
import { LICENCE_SOURCES, type RedeemBody } from '@larder/domain';
import { z } from 'zod';

const payloadSchema = z.object({
  source: z.enum(LICENCE_SOURCES),
  productId: z.string().min(1).max(200),
  transactionId: z.string().min(1).max(200),
});

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Receipts signed by the store's backend with a secret shared with this server
 * (LICENCE_VERIFIER=hmac, LICENCE_RECEIPT_SECRET): `base64url(JSON { source, productId,
 * transactionId })` + '.' + `base64url(HMAC-SHA256(secret, that first part as text))`. The MAC
 * is compared in constant time; the payload must name the request's store and product.
 */
export function readHmacReceipt(
  secret: string,
  body: RedeemBody,
): z.infer<typeof payloadSchema> | undefined {
  const parts = body.receipt.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, mac] = parts as [string, string];
  if (!BASE64URL.test(payload) || !BASE64URL.test(mac)) return undefined;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let facts: unknown;
  try {
    facts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(facts);
  if (!parsed.success) return undefined;
  if (parsed.data.source !== body.source || parsed.data.productId !== body.productId) {
    return undefined;
  }
  return parsed.data;
}
