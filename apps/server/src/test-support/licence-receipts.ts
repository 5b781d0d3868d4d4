import { createHmac } from 'node:crypto';

/**
 * A store receipt as the store's backend signs it for LICENCE_VERIFIER=hmac:
 * `base64url(JSON payload)` + '.' + `base64url(HMAC-SHA256(secret, that first part))`.
 */
export function signReceipt(facts: object, secret: string): string {
  const payload = Buffer.from(JSON.stringify(facts)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}
