import { describe, expect, it } from 'vitest';
import { signReceipt } from '../test-support/licence-receipts.js';
import { readHmacReceipt } from './hmac-receipts.js';

const SECRET = 'the-store-backend-secret';
const facts = {
  source: 'microsoft-store',
  productId: 'larder.pro.venues.3',
  transactionId: 'tx-1',
};
const body = (receipt: string, over: object = {}) =>
  ({ source: 'microsoft-store', productId: 'larder.pro.venues.3', receipt, ...over }) as never;

describe('HMAC store receipts (LICENCE_VERIFIER=hmac)', () => {
  it('reads a receipt signed with the secret: base64url(JSON).base64url(HMAC-SHA256)', () => {
    expect(readHmacReceipt(SECRET, body(signReceipt(facts, SECRET)))).toEqual(facts);
  });

  it('refuses another secret, a changed payload, a payload of another store or product, and junk', () => {
    const good = signReceipt(facts, SECRET);
    const [payload, mac] = good.split('.') as [string, string];
    const forged = signReceipt({ ...facts, productId: 'larder.pro.venues.30' }, SECRET);
    for (const receipt of [
      signReceipt(facts, 'another-secret-entirely'),
      `${forged.split('.')[0]}.${mac}`,
      `${payload}.`,
      `.${mac}`,
      `${payload}.${mac}=`,
      'not a receipt',
      signReceipt({ ...facts, transactionId: '' }, SECRET),
      signReceipt({ source: 'microsoft-store' }, SECRET),
      `${Buffer.from('not json').toString('base64url')}.${mac}`,
    ]) {
      expect(readHmacReceipt(SECRET, body(receipt)), receipt).toBeUndefined();
    }
    expect(readHmacReceipt(SECRET, body(good, { source: 'test' }))).toBeUndefined();
    expect(
      readHmacReceipt(SECRET, body(good, { productId: 'larder.pro.venues.5' })),
    ).toBeUndefined();
  });
});
