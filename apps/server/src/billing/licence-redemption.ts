import { randomUUID } from 'node:crypto';
import { issue, packSizeOf, type RedeemBody } from '@larder/domain';
import type { Db } from '../db/database.js';
import { licences } from '../db/schema.js';
import { ApiError, badRequest } from '../errors.js';
import type { LicenceVerifier } from './licence-verifier.js';

/**
 * Redeems a store licence pack (product spec §3 "Plans": packs of 1, 2, 3, 5, 10, 20 and 30
 * venues): an unknown product or a receipt the verifier does not accept answers 400
 * `licence-invalid`; the purchase is stored for the caller once, and a purchase redeemed
 * before, by anyone, answers 409 `licence-taken` (a unique index on store and transaction,
 * so two redeems at once store one).
 */
export async function redeemLicence(
  db: Db,
  verifier: LicenceVerifier,
  userId: string,
  body: RedeemBody,
): Promise<void> {
  const packSize = packSizeOf(body.productId);
  if (!packSize) throw badRequest('licence-invalid', 'productId');
  const purchase = await verifier.verify(body);
  if (!purchase) throw badRequest('licence-invalid', 'receipt');
  const stored = await db
    .insert(licences)
    .values({
      id: randomUUID(),
      source: purchase.source,
      productId: purchase.productId,
      packSize,
      transactionId: purchase.transactionId,
      redeemedBy: userId,
    })
    .onConflictDoNothing({ target: [licences.source, licences.transactionId] })
    .returning({ id: licences.id });
  if (stored.length === 0) {
    throw new ApiError(
      'ERR_CONFLICT',
      'This licence has already been redeemed',
      issue('licence-taken', 'receipt'),
    );
  }
}
