import { randomBytes } from 'node:crypto';

/**
 * An e-mail address no other cook on the server has, so each journey signs up its own
 * account: `{prefix}.{time}.{random}@bistro.example`.
 */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${randomBytes(3).toString('hex')}@bistro.example`;
}
