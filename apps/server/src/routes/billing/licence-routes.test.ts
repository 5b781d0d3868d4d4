import { randomUUID } from 'node:crypto';
import { isVenuePro, licenceProductId, type SubscriptionAnswer } from '@larder/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueIsPro } from '../../billing/pro-status.js';
import { licences, venues } from '../../db/schema.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { signReceipt } from '../../test-support/licence-receipts.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

const SECRET = 'store-backend-receipt-secret';

/**
 * Store licence packs (product spec §3 "Plans", §4 "Pro status"): a receipt signed by the
 * store's backend (LICENCE_VERIFIER=hmac) redeems its pack once, for one user.
 */
describe.each(testDatabaseKinds)('licence redemption on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database, {
      env: { LICENCE_VERIFIER: 'hmac', LICENCE_RECEIPT_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  const pack = (size: 1 | 2 | 5 | 30, transactionId = randomUUID()) => {
    const productId = licenceProductId(size);
    return {
      source: 'microsoft-store',
      productId,
      receipt: signReceipt({ source: 'microsoft-store', productId, transactionId }, SECRET),
    };
  };
  const redeem = async (sub: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/licences/redeem',
      headers: await t.auth(sub),
      payload,
    });
  const user = async (sub: string) =>
    (await t.app.inject({ url: '/api/user', headers: await t.auth(sub) })).json();

  it('redeems a pack: the answer lists it and the allowed venue count grows by its size', async () => {
    const res = await redeem('pack-cook', pack(5));
    expect(res.statusCode).toBe(200);
    const answer = res.json() as SubscriptionAnswer;
    expect(answer.licences).toEqual([
      {
        packSize: 5,
        productId: 'larder.pro.venues.5',
        source: 'microsoft-store',
        redeemedAt: expect.any(String),
      },
    ]);
    expect(answer.allowedVenueCount).toBe(5);
    expect((await user('pack-cook')).allowedVenueCount).toBe(5);
    await redeem('pack-cook', pack(1));
    expect((await user('pack-cook')).allowedVenueCount).toBe(6);
  });

  it('redeems a purchase once: again, or by anyone else, answers 409 licence-taken', async () => {
    const bought = pack(2);
    expect((await redeem('first-buyer', bought)).statusCode).toBe(200);
    for (const sub of ['first-buyer', 'second-buyer']) {
      const again = await redeem(sub, bought);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: 'ERR_CONFLICT',
        issue: { reason: 'licence-taken', path: 'receipt' },
      });
    }
    expect((await user('first-buyer')).allowedVenueCount).toBe(2);
    expect((await user('second-buyer')).allowedVenueCount).toBe(0);
  });

  it('stores one redemption when two users redeem the same purchase at once', async () => {
    const transactionId = randomUUID();
    const answers = await Promise.all(
      ['race-a', 'race-b', 'race-c'].map((sub) => redeem(sub, pack(30, transactionId))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await database.db
      .select()
      .from(licences)
      .where(eq(licences.transactionId, transactionId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a receipt the store did not sign, or one for another product or store, with licence-invalid', async () => {
    const good = pack(5);
    const [payload, mac] = good.receipt.split('.') as [string, string];
    const other = (facts: object) => signReceipt(facts, SECRET);
    const cases: [object, string][] = [
      [
        { ...good, receipt: signReceipt({ ...good, transactionId: 't1' }, 'another-secret') },
        'receipt',
      ],
      [{ ...good, receipt: `${payload}x.${mac}` }, 'receipt'],
      [{ ...good, receipt: `${payload}.${mac.slice(0, -2)}` }, 'receipt'],
      [{ ...good, receipt: 'no-dot-here' }, 'receipt'],
      [{ ...good, receipt: `${payload}.${mac}.${mac}` }, 'receipt'],
      [{ ...good, productId: licenceProductId(30) }, 'receipt'],
      [{ ...good, source: 'test' }, 'receipt'],
      [
        { ...good, receipt: other({ source: 'microsoft-store', productId: good.productId }) },
        'receipt',
      ],
      [{ ...good, productId: 'larder.pro.venues.4' }, 'productId'],
    ];
    for (const [payloadOf, path] of cases) {
      const res = await redeem('forger', payloadOf);
      expect(res.statusCode, JSON.stringify(payloadOf)).toBe(400);
      expect(res.json().issue, JSON.stringify(payloadOf)).toMatchObject({
        reason: 'licence-invalid',
        path,
      });
    }
    expect((await user('forger')).allowedVenueCount).toBe(0);
  });

  it('takes the user from the token only: a user id in the body is refused', async () => {
    const res = await redeem('token-cook', { ...pack(1), userId: 'someone-else' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issue).toMatchObject({ reason: 'field-unknown', path: 'userId' });
  });

  it("applies the spec's Pro rule over the venues of GET /api/user, deleted venues not counted", async () => {
    const ids: string[] = [];
    for (const name of ['Old', 'First', 'Second', 'Third'])
      ids.push(await t.addVenue('rule-cook', name));
    await database.db.update(venues).set({ deleted: true }).where(eq(venues.id, ids[0]!));
    await redeem('rule-cook', pack(2));
    const answer = await user('rule-cook');
    expect(answer.venues.map((v: { id: string }) => v.id)).toEqual(ids);
    expect(answer.allowedVenueCount).toBe(2);
    const pro = ids.map((id) => isVenuePro(answer.venues, id, answer.allowedVenueCount));
    expect(pro).toEqual([false, true, true, false]);
    for (const [i, id] of ids.entries()) {
      expect(await venueIsPro(database.db, 'rule-cook', id, Date.now())).toBe(pro[i]);
    }
  });
});
