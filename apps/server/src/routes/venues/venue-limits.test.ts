import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { venues } from '../../db/schema.js';
import { MAX_PROFILE_BYTES, MAX_VENUES_PER_USER, VENUE_SAVE_RATE_LIMIT } from '../../limits.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

describe.each(testDatabaseKinds)('venue limits on $name', (kind) => {
  const t = useTestApp(kind);

  const save = async (sub: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/venues', headers: await t.auth(sub), payload });

  /** Gives `sub` (already a user) `n` more venues straight in the database. */
  const ownVenues = async (sub: string, n: number, deleted = false) => {
    for (let i = 0; i < n; i++) {
      await t.database.db
        .insert(venues)
        .values({ id: randomUUID(), ownerId: sub, name: `Venue ${i}`, deleted });
    }
  };

  it(`refuses a venue beyond MAX_VENUES_PER_USER (${MAX_VENUES_PER_USER}) with ERR_CONFLICT, deleted ones not counted`, async () => {
    expect((await save('many', { flag: 'add', venue: { venue_name: 'First' } })).statusCode).toBe(
      200,
    );
    await ownVenues('many', MAX_VENUES_PER_USER - 2);
    await ownVenues('many', 5, true);
    expect((await save('many', { flag: 'add', venue: { venue_name: 'Last' } })).statusCode).toBe(
      200,
    );
    const over = await save('many', { flag: 'add', venue: { venue_name: 'One more' } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'ERR_CONFLICT' });
    const user = await t.app.inject({ url: '/api/user', headers: await t.auth('many') });
    const live = (user.json().venues as { deleted: boolean }[]).filter((v) => !v.deleted);
    expect(live).toHaveLength(MAX_VENUES_PER_USER);
  });

  it(`refuses a PROFILE over MAX_PROFILE_BYTES (${MAX_PROFILE_BYTES}) with an issue naming it`, async () => {
    const big = { notes: 'x'.repeat(MAX_PROFILE_BYTES) };
    const res = await save('profile', { flag: 'add', venue: { venue_name: 'Big', PROFILE: big } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_BAD_REQUEST',
      issue: { reason: 'field-too-large', path: 'venue.PROFILE' },
    });
    const fits = { notes: 'x'.repeat(MAX_PROFILE_BYTES - 100) };
    expect(
      (await save('profile', { flag: 'add', venue: { venue_name: 'Fits', PROFILE: fits } }))
        .statusCode,
    ).toBe(200);
  });

  it(`answers ERR_RATE_LIMITED after VENUE_SAVE_RATE_LIMIT (${VENUE_SAVE_RATE_LIMIT.max}) saves per user`, async () => {
    const add = await save('busy', { flag: 'add', venue: { venue_name: 'Busy' } });
    const id = add.json().venue.id as string;
    const edit = (name: string) => save('busy', { flag: 'edit', venue: { id, venue_name: name } });
    const statuses: number[] = [];
    for (let i = 1; i < VENUE_SAVE_RATE_LIMIT.max; i++)
      statuses.push((await edit(`V${i}`)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const last = await edit('late');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'ERR_RATE_LIMITED' });
    // Another user keeps their own budget.
    expect((await save('calm', { flag: 'add', venue: { venue_name: 'Mine' } })).statusCode).toBe(
      200,
    );
  });
});
