import { formatHlc, TRIAL_LIMITS, type Mutation } from '@larder/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantLicencePack, storeSubscription } from '../../test-support/billing-rows.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

const ingredient = (key: string, price = 1) => ({
  type: 'single',
  foodkey: key,
  name: key.toLowerCase(),
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
});
const recipe = (key: string) => ({ type: 'recipe', foodkey: key, name: key.toLowerCase() });
const packaging = (key: string) => ({ type: 'packaging', foodkey: key, name: key.toLowerCase() });

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The trial limit on push (product spec §6): a venue that is not Pro holds at most
 * TRIAL_LIMITS.ingredients (100) live ingredients and TRIAL_LIMITS.recipes (25) recipes. The
 * mutation that would add one past the limit is refused on its own with `trial-limit` and
 * acknowledged; edits of stored items and deletes are never limited; a Pro venue never is.
 */
describe.each(testDatabaseKinds)('trial limit on push on $name', (kind) => {
  const t = useTestApp(kind);
  const mids = new Map<string, number>();

  /** A mutation of a device of `owner` (one device per owner). */
  const mutation = (owner: string, m: Partial<Mutation> & { key: string; doc?: object }) => {
    const mid = (mids.get(owner) ?? 0) + 1;
    mids.set(owner, mid);
    const node = `device-${owner}`;
    return {
      mid,
      kind: 'item',
      gen: 0,
      hlc: formatHlc({ ms: Date.now(), counter: mid, node }),
      ...m,
    } as Mutation;
  };
  const push = async (owner: string, venueId: string, mutations: Mutation[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/push`,
      headers: await t.auth(owner),
      payload: { protocol: 1, schemaVersion: 1, clientId: `device-${owner}`, mutations },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      ackMid: number;
      results: { mid: number; status: string; issue?: object }[];
    };
  };
  const statuses = (answer: { results: { status: string }[] }) =>
    answer.results.map((r) => r.status);
  const ingredients = (owner: string, from: number, to: number) =>
    range(from, to).map((i) => mutation(owner, { key: `ING ${i}`, doc: ingredient(`ING ${i}`) }));
  const recipes = (owner: string, from: number, to: number) =>
    range(from, to).map((i) => mutation(owner, { key: `REC ${i}`, doc: recipe(`REC ${i}`) }));

  const LIMIT_ISSUE = (kind: 'ingredients' | 'recipes') => ({
    reason: 'trial-limit',
    path: 'type',
    params: { kind, limit: TRIAL_LIMITS[kind] },
  });

  describe('at 99, 100 and 101 ingredients', () => {
    let venueId: string;
    beforeAll(async () => {
      venueId = await t.addVenue('ing-cook', 'Trial Kitchen');
    });

    it('stores the 99th and the 100th ingredient', async () => {
      expect(statuses(await push('ing-cook', venueId, ingredients('ing-cook', 1, 99)))).toEqual(
        Array(99).fill('applied'),
      );
      expect(statuses(await push('ing-cook', venueId, ingredients('ing-cook', 100, 100)))).toEqual([
        'applied',
      ]);
    });

    it('refuses the 101st with trial-limit, alone: a later good change of the same push is applied', async () => {
      const over = ingredients('ing-cook', 101, 101)[0]!;
      const box = mutation('ing-cook', { key: 'BOX', doc: packaging('BOX') });
      const answer = await push('ing-cook', venueId, [over, box]);
      expect(answer.results).toEqual([
        {
          mid: over.mid,
          status: 'rejected',
          reason: expect.any(String),
          issue: LIMIT_ISSUE('ingredients'),
        },
        { mid: box.mid, status: 'applied' },
      ]);
      expect(answer.ackMid).toBe(box.mid);
    });

    it('applies an edit of a stored ingredient at the limit, and never limits packaging', async () => {
      const edit = mutation('ing-cook', {
        key: 'ING 7',
        gen: 0,
        doc: ingredient('ING 7', 9.5),
      });
      const boxes = range(1, 3).map((i) =>
        mutation('ing-cook', { key: `CARTON ${i}`, doc: packaging(`CARTON ${i}`) }),
      );
      expect(statuses(await push('ing-cook', venueId, [edit, ...boxes]))).toEqual(
        Array(4).fill('applied'),
      );
    });

    it('lets a delete make room, in the same push, for a new ingredient', async () => {
      const remove = mutation('ing-cook', { key: 'ING 1', gen: 1, deleted: true });
      const added = ingredients('ing-cook', 102, 103);
      expect(statuses(await push('ing-cook', venueId, [remove, ...added]))).toEqual([
        'applied',
        'applied',
        'rejected',
      ]);
    });
  });

  it('refuses, in one push of 101 new ingredients, only the 101st', async () => {
    const venueId = await t.addVenue('bulk-cook', 'Bulk Kitchen');
    const answer = await push('bulk-cook', venueId, ingredients('bulk-cook', 1, 101));
    expect(statuses(answer)).toEqual([...Array(100).fill('applied'), 'rejected']);
    expect(answer.results[100]).toMatchObject({ issue: LIMIT_ISSUE('ingredients') });
    expect(answer.ackMid).toBe(answer.results[100]!.mid);
  });

  it('stores the 24th and 25th recipe and refuses the 26th', async () => {
    const venueId = await t.addVenue('rec-cook', 'Recipe Kitchen');
    expect(statuses(await push('rec-cook', venueId, recipes('rec-cook', 1, 24)))).toEqual(
      Array(24).fill('applied'),
    );
    expect(statuses(await push('rec-cook', venueId, recipes('rec-cook', 25, 25)))).toEqual([
      'applied',
    ]);
    const answer = await push('rec-cook', venueId, [
      ...recipes('rec-cook', 26, 26),
      ...ingredients('rec-cook', 1, 1),
    ]);
    expect(statuses(answer)).toEqual(['rejected', 'applied']);
    expect(answer.results[0]).toMatchObject({ issue: LIMIT_ISSUE('recipes') });
  });

  it('never limits a Pro venue, and limits the venues past the allowed count', async () => {
    const pro = await t.addVenue('pro-cook', 'Pro Kitchen');
    const second = await t.addVenue('pro-cook', 'Second Kitchen');
    await grantLicencePack(t.database.db, 'pro-cook', 1);
    expect(statuses(await push('pro-cook', pro, ingredients('pro-cook', 1, 150)))).toEqual(
      Array(150).fill('applied'),
    );
    expect(statuses(await push('pro-cook', pro, recipes('pro-cook', 1, 30)))).toEqual(
      Array(30).fill('applied'),
    );
    const past = await push('pro-cook', second, recipes('pro-cook', 31, 56));
    expect(statuses(past)).toEqual([...Array(25).fill('applied'), 'rejected']);
  });

  it('limits new items again once the subscription ends, keeping edits and deletes', async () => {
    const venueId = await t.addVenue('lapsed-cook', 'Lapsed Kitchen');
    await storeSubscription(t.database.db, 'lapsed-cook', {
      status: 'active',
      venues: 1,
      currentPeriodEnd: new Date(Date.now() + 60_000),
    });
    expect(
      statuses(await push('lapsed-cook', venueId, ingredients('lapsed-cook', 1, 120))),
    ).toEqual(Array(120).fill('applied'));
    await storeSubscription(t.database.db, 'lapsed-cook', {
      status: 'canceled',
      venues: 1,
      currentPeriodEnd: new Date(Date.now() - 1),
    });
    const answer = await push('lapsed-cook', venueId, [
      ...ingredients('lapsed-cook', 121, 121),
      mutation('lapsed-cook', { key: 'ING 5', doc: ingredient('ING 5', 3) }),
      mutation('lapsed-cook', { key: 'ING 6', gen: 1, deleted: true }),
    ]);
    expect(statuses(answer)).toEqual(['rejected', 'applied', 'applied']);
  });
});
