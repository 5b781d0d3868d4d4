import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '../db/schema.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { grantLicencePack, storeSubscription } from '../test-support/billing-rows.js';
import { useTestApp } from '../test-support/test-app.js';
import { requirePro, venueIsPro } from './pro-status.js';

const DAY = 86_400_000;

/** Product spec §4 "Pro status", §6; sync-and-security-notes §3 item 9 (enforced on the server). */
describe.each(testDatabaseKinds)('Pro status on the server on $name', (kind) => {
  const t = useTestApp(kind);

  /** Venues a, b, c, d, e of `owner`, made one after another; the ones named deleted are deleted. */
  async function venuesOf(owner: string, deleted: string[]) {
    const ids: Record<string, string> = {};
    for (const name of ['a', 'b', 'c', 'd', 'e']) ids[name] = await t.addVenue(owner, name);
    for (const name of deleted) {
      await t.database.db.update(venues).set({ deleted: true }).where(eq(venues.id, ids[name]!));
    }
    return ids;
  }

  const proOf = async (owner: string, ids: Record<string, string>, now = Date.now()) => {
    const pro: Record<string, boolean> = {};
    for (const [name, id] of Object.entries(ids)) {
      pro[name] = await venueIsPro(t.database.db, owner, id, now);
    }
    return pro;
  };

  it('is never Pro without a subscription or pack', async () => {
    const ids = await venuesOf('free-cook', []);
    expect(Object.values(await proOf('free-cook', ids))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('makes the first venues by position Pro, deleted venues not counted', async () => {
    const ids = await venuesOf('pack-cook', ['a', 'd']);
    await grantLicencePack(t.database.db, 'pack-cook', 1);
    await storeSubscription(t.database.db, 'pack-cook', {
      status: 'active',
      venues: 1,
      currentPeriodEnd: new Date(Date.now() + 30 * DAY),
    });
    expect(await proOf('pack-cook', ids)).toEqual({
      a: false,
      b: true,
      c: true,
      d: false,
      e: false,
    });
  });

  it('drops the subscription venues once its period ends, keeping the packs', async () => {
    const ids = await venuesOf('lapsed-cook', []);
    const end = Date.now() + 10 * DAY;
    await grantLicencePack(t.database.db, 'lapsed-cook', 1);
    await storeSubscription(t.database.db, 'lapsed-cook', {
      status: 'past_due',
      venues: 2,
      currentPeriodEnd: new Date(end),
    });
    expect(await proOf('lapsed-cook', ids, end - 1)).toMatchObject({
      a: true,
      b: true,
      c: true,
      d: false,
    });
    expect(await proOf('lapsed-cook', ids, end)).toMatchObject({ a: true, b: false, c: false });
  });

  it("is never Pro for another user's venue or an unknown one", async () => {
    const ids = await venuesOf('owner-cook', []);
    await grantLicencePack(t.database.db, 'other-cook', 30);
    expect(await venueIsPro(t.database.db, 'other-cook', ids.a!, Date.now())).toBe(false);
    expect(await venueIsPro(t.database.db, 'other-cook', 'no-such-venue', Date.now())).toBe(false);
  });

  it('requirePro answers 402 ERR_PRO_REQUIRED for a venue that is not Pro', async () => {
    const ids = await venuesOf('require-cook', []);
    await grantLicencePack(t.database.db, 'require-cook', 1);
    await expect(
      requirePro(t.database.db, 'require-cook', ids.a!, Date.now()),
    ).resolves.toBeUndefined();
    await expect(
      requirePro(t.database.db, 'require-cook', ids.b!, Date.now()),
    ).rejects.toMatchObject({
      code: 'ERR_PRO_REQUIRED',
      statusCode: 402,
    });
  });
});
