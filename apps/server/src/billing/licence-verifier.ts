import type { LicenceSource, RedeemBody } from '@larder/domain';
import type { LicenceVerifierSettings } from '../billing-config.js';
import { readHmacReceipt } from './hmac-receipts.js';

/** A store purchase as its receipt proves it. */
export interface VerifiedPurchase {
  source: LicenceSource;
  productId: string;
  /** The store's id of the purchase: a pack is redeemed once per transaction. */
  transactionId: string;
}

/**
 * Checks a store's receipt for a licence pack: the purchase it proves, or undefined when the
 * receipt is not good or names another store or product than the request. Chosen by
 * LICENCE_VERIFIER.
 */
export interface LicenceVerifier {
  verify(body: RedeemBody): Promise<VerifiedPurchase | undefined>;
}

/** The configured verifier, or undefined when redeeming is off (LICENCE_VERIFIER=off). */
export function createLicenceVerifier(
  settings: LicenceVerifierSettings,
): LicenceVerifier | undefined {
  if (settings.kind === 'off') return undefined;
  const { secret } = settings;
  return { verify: async (body) => readHmacReceipt(secret, body) };
}
