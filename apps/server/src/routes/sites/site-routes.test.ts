import { defaultSiteSettings, RESERVED_SITE_TAGS, type SiteSettings } from '@larder/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteTags } from '../../db/schema.js';
import { SITE_TAG_CHECK_RATE_LIMIT } from '../../limits.js';
import { grantLicencePack } from '../../test-support/billing-rows.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { cafeRecords, cafeVenue, pushRecords } from '../../test-support/site-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

const published = (over: Partial<SiteSettings> = {}): SiteSettings => ({
  ...defaultSiteSettings(),
  published: true,
  ...over,
});

describe.each(testDatabaseKinds)('venue site routes on $name', (kind) => {
  const t = useTestApp(kind);

  const call = async (
    sub: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await t.auth(sub),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const check = (sub: string, venueId: string, tag: string) =>
    call(sub, 'POST', `/api/venues/${venueId}/site/tag-check`, { tag });
  const saveTag = (sub: string, venueId: string, tag: string) =>
    call(sub, 'PUT', `/api/venues/${venueId}/site/tag`, { tag });
  const publish = (sub: string, venueId: string, settings: SiteSettings) =>
    call(sub, 'PUT', `/api/venues/${venueId}/site`, { settings });

  it('checks a tag: ok, invalid, and inuse for a reserved tag or another venue’s', async () => {
    const mine = await cafeVenue(t, 'checker');
    const theirs = await cafeVenue(t, 'holder', 'Holder');
    expect((await saveTag('holder', theirs, 'held-tag')).statusCode).toBe(200);
    const status = async (tag: string) => (await check('checker', mine, tag)).json().status;
    expect(await status('river-cafe')).toBe('ok');
    expect(await status('Held-Tag')).toBe('invalid');
    expect(await status('held-tag')).toBe('inuse');
    expect(await status('ab')).toBe('invalid');
    for (const tag of RESERVED_SITE_TAGS) expect(await status(tag)).toBe('inuse');
    expect((await check('holder', theirs, 'held-tag')).json().status).toBe('ok');
  });

  it('refuses each bad tag with 400 naming the tag, and stores nothing', async () => {
    const venueId = await cafeVenue(t, 'bad-tags');
    const bad: [string, string][] = [
      ['Capitals', 'site-tag-invalid'],
      ['with space', 'site-tag-invalid'],
      ['emoji-🍕', 'site-tag-invalid'],
      ['ab', 'site-tag-invalid'],
      ['x'.repeat(31), 'site-tag-invalid'],
      ['-start', 'site-tag-invalid'],
      ['end-', 'site-tag-invalid'],
      ['admin', 'site-tag-reserved'],
      ['preview', 'site-tag-reserved'],
    ];
    for (const [tag, reason] of bad) {
      const res = await saveTag('bad-tags', venueId, tag);
      expect(res.statusCode, tag).toBe(400);
      expect(res.json(), tag).toMatchObject({
        error: 'ERR_BAD_REQUEST',
        issue: { reason, path: 'tag' },
      });
    }
    expect(
      await t.database.db.select().from(siteTags).where(eq(siteTags.venueId, venueId)),
    ).toEqual([]);
  });

  it('refuses a tag another venue holds with 409 site-tag-taken', async () => {
    const first = await cafeVenue(t, 'first-owner', 'First');
    const second = await cafeVenue(t, 'second-owner', 'Second');
    expect((await saveTag('first-owner', first, 'corner-bistro')).statusCode).toBe(200);
    const res = await saveTag('second-owner', second, 'corner-bistro');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ERR_CONFLICT',
      issue: { reason: 'site-tag-taken', path: 'tag' },
    });
    const site = await t.database.db.select().from(sites).where(eq(sites.venueId, second));
    expect(site[0]?.tag ?? null).toBeNull();
  });

  it('gives a tag two venues race for to exactly one of them', async () => {
    const venues = await Promise.all(
      ['racer-a', 'racer-b', 'racer-c', 'racer-d'].map((sub) => cafeVenue(t, sub, sub)),
    );
    const answers = await Promise.all(
      venues.map((id, i) => saveTag(`racer-${'abcd'[i]}`, id, 'one-tag-only')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const holders = await t.database.db
      .select()
      .from(siteTags)
      .where(eq(siteTags.tag, 'one-tag-only'));
    expect(holders).toHaveLength(1);
    const winner = venues[answers.findIndex((a) => a.statusCode === 200)];
    expect(holders[0]!.venueId).toBe(winner);
  });

  it('needs a Pro venue to take a tag or publish (402), but not to check one', async () => {
    const venueId = await t.addVenue('free-cook', 'Free Café');
    expect((await check('free-cook', venueId, 'free-cafe')).json().status).toBe('ok');
    const tag = await saveTag('free-cook', venueId, 'free-cafe');
    expect(tag.statusCode).toBe(402);
    expect(tag.json().error).toBe('ERR_PRO_REQUIRED');
    const pub = await publish('free-cook', venueId, published());
    expect(pub.statusCode).toBe(402);
    // Saving settings unpublished is every owner's.
    expect((await publish('free-cook', venueId, defaultSiteSettings())).statusCode).toBe(200);
  });

  it('publishes only with a tag, images of the venue and valid settings', async () => {
    const venueId = await cafeVenue(t, 'publisher');
    const noTag = await publish('publisher', venueId, published());
    expect(noTag.statusCode).toBe(400);
    expect(noTag.json().issue).toMatchObject({ reason: 'site-tag-missing', path: 'tag' });
    await saveTag('publisher', venueId, 'publisher-cafe');
    const strange = await publish(
      'publisher',
      venueId,
      published({ logo: `${'a'.repeat(32)}.webp` }),
    );
    expect(strange.statusCode).toBe(400);
    expect(strange.json().issue).toMatchObject({ reason: 'asset-unknown', path: 'settings.logo' });
    const badLink = await call('publisher', 'PUT', `/api/venues/${venueId}/site`, {
      settings: { ...published(), social: { facebook: 'javascript:alert(1)' } },
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().issue).toMatchObject({ path: 'settings.social.facebook' });
    const ok = await publish(
      'publisher',
      venueId,
      published({ description: 'Pancakes by the river' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      user: { id: 'publisher' },
      site: {
        tag: 'publisher-cafe',
        url: 'http://localhost:8080/s/publisher-cafe',
        settings: { published: true, description: 'Pancakes by the river' },
      },
      siteDomain: null,
      assets: [],
    });
    expect(ok.json().site.builtAt).toEqual(expect.any(String));
    const page = await t.app.inject({ url: '/s/publisher-cafe' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pancakes by the river');
  });

  it('keeps another user’s venue out of reach (404) on every site route', async () => {
    const venueId = await cafeVenue(t, 'site-keeper');
    for (const res of [
      await call('intruder', 'GET', `/api/venues/${venueId}/site`),
      await check('intruder', venueId, 'stolen-tag'),
      await saveTag('intruder', venueId, 'stolen-tag'),
      await publish('intruder', venueId, published()),
      await call('intruder', 'POST', `/api/venues/${venueId}/site/refresh`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });

  it('redirects an old tag to the new one for 30 days, then lets another venue take it', async () => {
    const venueId = await cafeVenue(t, 'renamer');
    await saveTag('renamer', venueId, 'old-name');
    await publish('renamer', venueId, published());
    expect((await saveTag('renamer', venueId, 'new-name')).statusCode).toBe(200);
    const old = await t.app.inject({ url: '/s/old-name?allergen=milk' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/s/new-name?allergen=milk');
    expect((await t.app.inject({ url: '/s/new-name' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(siteTags).where(eq(siteTags.tag, 'old-name'));
    const days = (row!.redirectUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Held meanwhile...
    const other = await cafeVenue(t, 'late-comer', 'Late');
    expect((await check('late-comer', other, 'old-name')).json().status).toBe('inuse');
    expect((await saveTag('late-comer', other, 'old-name')).statusCode).toBe(409);
    // ...and free once the 30 days are over.
    await t.database.db
      .update(siteTags)
      .set({ redirectUntil: new Date(Date.now() - 1000) })
      .where(eq(siteTags.tag, 'old-name'));
    expect((await t.app.inject({ url: '/s/old-name' })).statusCode).toBe(404);
    expect((await check('late-comer', other, 'old-name')).json().status).toBe('ok');
    expect((await saveTag('late-comer', other, 'old-name')).statusCode).toBe(200);
  });

  it('builds the page again on the published venue sync, with what devices pushed since', async () => {
    const venueId = await cafeVenue(t, 'syncer');
    await saveTag('syncer', venueId, 'sync-cafe');
    await publish('syncer', venueId, published());
    expect((await t.app.inject({ url: '/s/sync-cafe' })).body).toContain('$8.50');
    await pushRecords(t, 'syncer', venueId, cafeRecords({ pancakes: 9.75 }).slice(2, 3));
    // Not on the page until the published venue sync asks for a build.
    expect((await t.app.inject({ url: '/s/sync-cafe' })).body).toContain('$8.50');
    const refresh = await call('syncer', 'POST', `/api/venues/${venueId}/site/refresh`);
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toMatchObject({ published: true, builtAt: expect.any(String) });
    const page = await t.app.inject({ url: '/s/sync-cafe' });
    expect(page.body).toContain('$9.75');
    expect(page.body).not.toContain('$8.50');
  });

  it('answers the sync of an unpublished venue without building, and unpublishing takes the page down', async () => {
    const venueId = await cafeVenue(t, 'quiet');
    const idle = await call('quiet', 'POST', `/api/venues/${venueId}/site/refresh`);
    expect(idle.json()).toEqual({ published: false, builtAt: null });
    await saveTag('quiet', venueId, 'quiet-cafe');
    await publish('quiet', venueId, published());
    expect((await t.app.inject({ url: '/s/quiet-cafe' })).statusCode).toBe(200);
    await publish('quiet', venueId, published({ published: false }));
    expect((await t.app.inject({ url: '/s/quiet-cafe' })).statusCode).toBe(404);
    expect((await call('quiet', 'POST', `/api/venues/${venueId}/site/refresh`)).json()).toEqual({
      published: false,
      builtAt: null,
    });
  });

  it('takes the site down with its venue, and frees its tag', async () => {
    const venueId = await cafeVenue(t, 'closing');
    await saveTag('closing', venueId, 'closing-cafe');
    await publish('closing', venueId, published());
    await call('closing', 'GET', `/api/venues/${venueId}`);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${venueId}`,
      headers: await t.auth('closing'),
    });
    expect((await t.app.inject({ url: '/s/closing-cafe' })).statusCode).toBe(404);
    // Its address is free for another venue.
    const next = await cafeVenue(t, 'next-owner', 'Next');
    expect((await check('next-owner', next, 'closing-cafe')).json().status).toBe('ok');
    expect((await saveTag('next-owner', next, 'closing-cafe')).statusCode).toBe(200);
  });

  it('a venue becomes Pro through its owner, so a second venue past the allowance is refused', async () => {
    await grantLicencePack(t.database.db, 'one-pack', 1);
    const first = await t.addVenue('one-pack', 'First');
    const second = await t.addVenue('one-pack', 'Second');
    expect((await saveTag('one-pack', first, 'first-one')).statusCode).toBe(200);
    expect((await saveTag('one-pack', second, 'second-one')).statusCode).toBe(402);
  });

  it(`answers 429 after ${SITE_TAG_CHECK_RATE_LIMIT.max} tag checks a minute`, async () => {
    const venueId = await cafeVenue(t, 'eager-typist');
    for (let i = 0; i < SITE_TAG_CHECK_RATE_LIMIT.max; i++) {
      expect((await check('eager-typist', venueId, `tag-${i}`)).statusCode).toBe(200);
    }
    const over = await check('eager-typist', venueId, 'one-more');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('ERR_RATE_LIMITED');
    expect(over.headers['retry-after']).toBeDefined();
  });
});
