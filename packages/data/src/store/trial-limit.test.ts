import 'fake-indexeddb/auto';
import { TRIAL_LIMITS } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataError } from '../errors/data-error';
import { deleteItem, saveItem, saveItems } from './change';
import { VenueSession } from './venue-session';
import type { VenueStore } from './venue-store';

let session: VenueSession;
let store: VenueStore;
let clock = 1_700_000_000_000;
let venue = 0;

const ingredient = (n: number, type = 'single') => ({
  type,
  foodkey: `ING ${String(n).padStart(3, '0')}`,
  name: `Ing ${n}`,
});
const recipe = (n: number) => ({
  type: 'recipe',
  foodkey: `REC ${n}`,
  name: `Rec ${n}`,
  items: [],
});
const packaging = (n: number) => ({ type: 'packaging', foodkey: `BOX ${n}`, name: `Box ${n}` });

/** Seeds `n` items in one save (the store's status unknown, so never limited). */
async function seed(items: object[]) {
  store.setPro(null);
  await store.apply(saveItems(items));
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const TRIAL_ISSUE = (kind: 'ingredients' | 'recipes') => ({
  reason: 'trial-limit',
  path: 'type',
  params: { kind, limit: TRIAL_LIMITS[kind] },
});

/** Expects the change refused for the trial limit, with nothing written. */
async function expectRefused(
  attempt: Promise<unknown>,
  kind: 'ingredients' | 'recipes',
): Promise<void> {
  const settled = attempt.then(
    () => null,
    (e: unknown) => e,
  );
  const before = await store.db.outbox.count();
  const masters = await store.db.master.count();
  const error = await settled;
  expect(error).toBeInstanceOf(DataError);
  expect(error).toMatchObject({
    code: 'trial-limit',
    details: [expect.objectContaining(TRIAL_ISSUE(kind))],
  });
  expect(await store.db.outbox.count()).toBe(before);
  expect(await store.db.master.count()).toBe(masters);
}

beforeEach(async () => {
  session = new VenueSession();
  store = await session.open({
    userId: 'u1',
    venueId: `trial${++venue}`,
    newClientId: () => 'device-t1',
    now: () => ++clock,
  });
});
afterEach(async () => {
  await session.close();
});

describe('the trial limit on the device (product spec §6: TRIAL_LIMITS 100 ingredients, 25 recipes)', () => {
  it('TRIAL_LIMITS.ingredients: at 99 the 100th is added; at 100 the 101st is refused, nothing written', async () => {
    await seed(range(99).map((n) => ingredient(n)));
    store.setPro(false);
    await store.apply(saveItem(ingredient(100)));
    expect((await store.itemMap()).size).toBe(100);
    await expectRefused(store.apply(saveItem(ingredient(101))), 'ingredients');
    expect((await store.itemMap()).has('ING 101')).toBe(false);
  });

  it('TRIAL_LIMITS.recipes: at 24 the 25th is added; at 25 the 26th is refused, staged or not', async () => {
    await seed(range(24).map(recipe));
    store.setPro(false);
    await store.apply(saveItem(recipe(25)), { staged: true });
    await store.settled();
    expect(await store.db.master.count()).toBe(25);
    await expectRefused(store.apply(saveItem(recipe(26)), { staged: true }), 'recipes');
    await expectRefused(store.apply(saveItem(recipe(26))), 'recipes');
    expect((await store.itemMap()).has('REC 26')).toBe(false);
  });

  it('counts parts and multiple items as ingredients; packaging is never limited', async () => {
    await seed([...range(98).map((n) => ingredient(n)), ingredient(99, 'part')]);
    store.setPro(false);
    await store.apply(saveItem(ingredient(100, 'multiple')));
    await store.apply(saveItem(packaging(1)));
    await expectRefused(store.apply(saveItem(ingredient(101, 'part'))), 'ingredients');
  });

  it('refuses a bulk save that would go past the limit as a whole (a grid of new rows)', async () => {
    await seed(range(98).map((n) => ingredient(n)));
    store.setPro(false);
    await expectRefused(
      store.apply(saveItems([ingredient(99), ingredient(100), ingredient(101)])),
      'ingredients',
    );
    await store.apply(saveItems([ingredient(99), ingredient(100)]));
    expect((await store.itemMap()).size).toBe(100);
  });

  it('never limits edits, deletes or a save that adds one while removing one', async () => {
    await seed([...range(100).map((n) => ingredient(n)), ...range(25).map(recipe)]);
    store.setPro(false);
    await store.apply(saveItem({ ...ingredient(7), name: 'Ing seven' }));
    await store.apply(saveItem({ ...recipe(3), name: 'Rec three' }));
    await store.apply(deleteItem('ING 001'));
    await store.apply(saveItem(ingredient(101)));
    await store.apply(saveItems([{ ...recipe(1), deleted: true }, recipe(26)]));
    const items = await store.itemMap();
    expect([...items.values()].filter((i) => i.type === 'single')).toHaveLength(100);
    expect([...items.values()].filter((i) => i.type === 'recipe')).toHaveLength(25);
    expect(items.get('ING 007')?.name).toBe('Ing seven');
  });

  it('counts a deleted item brought back, or a packaging item made an ingredient, as an add', async () => {
    await seed(range(100).map((n) => ingredient(n)));
    await store.apply(saveItem(packaging(1)));
    await store.apply(deleteItem('ING 100'));
    await store.apply(saveItem(ingredient(100)));
    await store.apply(deleteItem('ING 100'));
    store.setPro(false);
    await store.apply(saveItem(ingredient(100)));
    await expectRefused(store.apply(saveItem({ ...packaging(1), type: 'single' })), 'ingredients');
  });

  it('a Pro venue, and one whose status is not known yet, is never limited', async () => {
    await seed(range(100).map((n) => ingredient(n)));
    expect(store.pro).toBeNull();
    await store.apply(saveItem(ingredient(101)));
    store.setPro(true);
    await store.apply(saveItem(ingredient(102)));
    expect((await store.itemMap()).size).toBe(102);
    store.setPro(false);
    await expectRefused(store.apply(saveItem(ingredient(103))), 'ingredients');
    // Over the limit already (it was Pro): edits still save.
    await store.apply(saveItem({ ...ingredient(102), name: 'Still editable' }));
  });
});
