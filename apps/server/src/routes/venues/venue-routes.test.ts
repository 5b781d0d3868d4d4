import { formatHlc } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

describe.each(testDatabaseKinds)('venue routes on $name', (kind) => {
  const t = useTestApp(kind);

  const save = async (sub: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/venues', headers: await t.auth(sub), payload });

  it('adds a venue with its PROFILE and empty categories and storage areas', async () => {
    const res = await save('owner', {
      flag: 'add',
      venue: { venue_name: 'Harbour Bistro', PROFILE: { phone: '555 0101' } },
    });
    expect(res.statusCode).toBe(200);
    const { user, venue } = res.json();
    expect(venue).toMatchObject({ venue_name: 'Harbour Bistro', deleted: false });
    expect(user.venues).toHaveLength(1);

    const data = await t.app.inject({
      url: `/api/venues/${venue.id}`,
      headers: await t.auth('owner'),
    });
    expect(data.statusCode).toBe(200);
    const { settings } = data.json();
    expect(settings.PROFILE).toMatchObject({
      skey: 'PROFILE',
      venue_name: 'Harbour Bistro',
      phone: '555 0101',
    });
    expect(settings.IC).toMatchObject({ skey: 'IC', categories: [] });
    expect(settings.RC).toMatchObject({ skey: 'RC', categories: [] });
    expect(settings.SA).toMatchObject({ skey: 'SA', areas: [] });
  });

  it('edits the name and profile of an owned venue', async () => {
    const { venue } = (await save('editor', { flag: 'add', venue: { venue_name: 'Old' } })).json();
    const res = await save('editor', {
      flag: 'edit',
      venue: { id: venue.id, venue_name: 'New', PROFILE: { cuisine: 'Thai' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().venue.venue_name).toBe('New');
    const data = await t.app.inject({
      url: `/api/venues/${venue.id}`,
      headers: await t.auth('editor'),
    });
    expect(data.json().settings.PROFILE).toMatchObject({ venue_name: 'New', cuisine: 'Thai' });
  });

  it("keeps the venue's pricing settings, which the venue form does not edit, when the venue is edited (operations-model §7)", async () => {
    const { venue } = (
      await save('pricer', {
        flag: 'add',
        venue: { venue_name: 'Bistro', PROFILE: { phone: '1' } },
      })
    ).json();
    const data = async () =>
      (
        await t.app.inject({ url: `/api/venues/${venue.id}`, headers: await t.auth('pricer') })
      ).json().settings.PROFILE;
    const pricing = {
      targetFoodCostPercent: 28,
      priceEnding: '.95',
      taxPercent: 10,
      pricesIncludeTax: true,
    };
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venue.id}/push`,
      headers: await t.auth('pricer'),
      payload: {
        protocol: 1,
        schemaVersion: 1,
        clientId: 'client-pricing',
        mutations: [
          {
            mid: 1,
            kind: 'settings',
            key: 'PROFILE',
            gen: 0,
            hlc: formatHlc({ ms: Date.now() + 1000, counter: 0, node: 'client-pricing' }),
            doc: { ...(await data()), ...pricing },
          },
        ],
      },
    });
    expect(pushed.json().results).toEqual([{ mid: 1, status: 'applied' }]);
    const res = await save('pricer', {
      flag: 'edit',
      venue: { id: venue.id, venue_name: 'Bistro', PROFILE: { phone: '', cuisine: 'Thai' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await data()).toMatchObject({ ...pricing, phone: '', cuisine: 'Thai' });
  });

  it('names the field of a bad venue and stores nothing', async () => {
    const res = await save('careful', { flag: 'add', venue: { venue_name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'ERR_BAD_REQUEST',
      message: 'venue.venue_name: Enter the venue name',
      issue: { reason: 'field-required', path: 'venue.venue_name' },
    });
    const user = await t.app.inject({ url: '/api/user', headers: await t.auth('careful') });
    expect(user.json().venues).toEqual([]);
  });

  it('soft-deletes a venue: it stays in the list flagged deleted and answers 404 after', async () => {
    const { venue } = (
      await save('deleter', { flag: 'add', venue: { venue_name: 'Gone' } })
    ).json();
    const headers = await t.auth('deleter');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().venues).toEqual([expect.objectContaining({ id: venue.id, deleted: true })]);
    const after = await t.app.inject({ url: `/api/venues/${venue.id}`, headers });
    expect(after.statusCode).toBe(404);
  });

  it("answers 404 for another user's venue and changes nothing", async () => {
    const { venue } = (await save('first', { flag: 'add', venue: { venue_name: 'Mine' } })).json();
    const other = await t.auth('second');
    expect(
      (await t.app.inject({ url: `/api/venues/${venue.id}`, headers: other })).statusCode,
    ).toBe(404);
    const edit = await save('second', {
      flag: 'edit',
      venue: { id: venue.id, venue_name: 'Stolen' },
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${venue.id}`,
      headers: other,
    });
    expect(del.statusCode).toBe(404);
    const taken = await save('second', {
      flag: 'add',
      venue: { id: venue.id, venue_name: 'Clash' },
    });
    expect(taken.statusCode).toBe(404);
    const mine = await t.app.inject({
      url: `/api/venues/${venue.id}`,
      headers: await t.auth('first'),
    });
    expect(mine.json().venue).toEqual({ id: venue.id, venue_name: 'Mine' });
  });

  it("answers an add under another user's venue id as if the venue did not exist, and changes nothing", async () => {
    const id = await t.addVenue('holder', 'Holder Cafe');
    const holder = await t.auth('holder');
    const before = (await t.app.inject({ url: `/api/venues/${id}`, headers: holder })).json();
    const taken = await save('guesser', {
      flag: 'add',
      venue: { id, venue_name: 'Probe', PROFILE: { phone: '555 0199' } },
    });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ error: 'ERR_NOT_FOUND', message: 'Venue not found' });
    const missing = await t.app.inject({
      url: '/api/venues/never-made',
      headers: await t.auth('guesser'),
    });
    expect(taken.json()).toEqual(missing.json());

    const after = await t.app.inject({ url: `/api/venues/${id}`, headers: holder });
    expect(after.json()).toEqual(before);
    const guesser = await t.app.inject({ url: '/api/user', headers: await t.auth('guesser') });
    expect(guesser.json().venues).toEqual([]);
  });
});
