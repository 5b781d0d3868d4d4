import { createHmac } from 'node:crypto';

/**
 * The journeys' store: the server of the journeys checks licence receipts with
 * LICENCE_VERIFIER=hmac and this secret, so a journey can make a user Pro by redeeming a pack.
 */
export const E2E_LICENCE_SECRET = 'e2e-licence-receipt-secret';

export interface ReceiptFacts {
  source: 'microsoft-store' | 'test';
  productId: string;
  transactionId: string;
}

/**
 * A receipt as the store's backend issues it: `base64url(JSON payload)` + '.' +
 * `base64url(HMAC-SHA256(secret, that first part))`.
 */
export function signedReceipt(facts: ReceiptFacts, secret = E2E_LICENCE_SECRET): string {
  const payload = Buffer.from(JSON.stringify(facts)).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}
