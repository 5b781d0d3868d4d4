import { defaultSiteSettings, encodeRestrictedCode } from '@larder/domain';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './test-support/databases.js';
import { useTestApp } from './test-support/test-app.js';

/**
 * The authorization matrix (sync-and-security-notes section 3, item 6): every /api route the
 * server registers, called as its owner, as another user, anonymously and as the owner of a
 * deleted venue. A route without a row here fails the first test.
 */
interface Row {
  /** The request, given the id of a venue that belongs to the owner. */
  request(venueId: string): Omit<InjectOptions, 'headers'>;
  /** Status for the owner. */
  owner: number;
  /** Status for another signed-in user: 404 for venue routes (they see nothing). */
  other: number;
  /** Status for the owner once the venue is deleted; undefined when the route has no venue. */
  deletedVenue?: number;
}

/** An upload form as the site settings send it (the picture's bytes do not matter here). */
function siteAssetForm(venueId: string): FormData {
  const form = new FormData();
  form.append('container', venueId);
  form.append('fileName', 'logo.png');
  form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'logo.png');
  return form;
}

const matrix: Record<string, Row> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), owner: 200, other: 200 },
  'GET /api/auth-config': { request: () => ({ url: '/api/auth-config' }), owner: 200, other: 200 },
  'GET /api/user': { request: () => ({ url: '/api/user' }), owner: 200, other: 200 },
  'GET /api/count': { request: () => ({ url: '/api/count' }), owner: 200, other: 200 },
  // The account is the token's only: the owner's address typed by another user is refused (400
  // confirmation-wrong on confirm) and deletes nothing (the owner of this row is
  // owner-DELETE-api-users-me, whose token carries that address).
  'DELETE /api/users/me': {
    request: () => ({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { confirm: 'owner-DELETE-api-users-me@example.com' },
    }),
    owner: 200,
    other: 400,
  },
  'PUT /api/user/setting': {
    request: () => ({
      method: 'PUT',
      url: '/api/user/setting',
      payload: { setting: { metricOnly: true } },
    }),
    owner: 200,
    other: 200,
  },
  'GET /api/venues/:venueId': {
    request: (id) => ({ url: `/api/venues/${id}` }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/venues': {
    request: (id) => ({
      method: 'POST',
      url: '/api/venues',
      payload: { flag: 'edit', venue: { id, venue_name: 'Renamed' } },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'DELETE /api/venues/:venueId': {
    request: (id) => ({ method: 'DELETE', url: `/api/venues/${id}` }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'PUT /api/user/restricted': {
    request: () => ({
      method: 'PUT',
      url: '/api/user/restricted',
      payload: { restrictedCode: encodeRestrictedCode('4321') },
    }),
    owner: 200,
    other: 200,
  },
  'POST /api/user/restricted/verify': {
    request: () => ({
      method: 'POST',
      url: '/api/user/restricted/verify',
      payload: { restrictedCode: encodeRestrictedCode('4321') },
    }),
    owner: 200,
    other: 200,
  },
  'POST /api/user/restricted/reset-code': {
    request: () => ({ method: 'POST', url: '/api/user/restricted/reset-code' }),
    owner: 200,
    // The other user acts on their own account only (their own code was set a row above).
    other: 200,
  },
  'POST /api/user/restricted/reset': {
    request: () => ({
      method: 'POST',
      url: '/api/user/restricted/reset',
      payload: { code: '000000' },
    }),
    owner: 400,
    other: 400,
  },
  'POST /api/sync/v1/venues/:venueId/push': {
    request: (id) => ({
      method: 'POST',
      url: `/api/sync/v1/venues/${id}/push`,
      payload: { protocol: 1, schemaVersion: 1, clientId: 'matrix-client', mutations: [] },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'GET /api/sync/v1/venues/:venueId/pull': {
    request: (id) => ({ url: `/api/sync/v1/venues/${id}/pull` }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/sync/v1/venues/:venueId/buckets': {
    request: (id) => ({
      method: 'POST',
      url: `/api/sync/v1/venues/${id}/buckets`,
      payload: { digests: Array.from({ length: 64 }, () => '0'.repeat(16)) },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'GET /api/sync/v1/venues/:venueId/thumbnails': {
    request: (id) => ({ url: `/api/sync/v1/venues/${id}/thumbnails` }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/sync/v1/venues/:venueId/thumbnails/read': {
    request: (id) => ({
      method: 'POST',
      url: `/api/sync/v1/venues/${id}/thumbnails/read`,
      payload: { foodkeys: ['FLOUR'] },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'PUT /api/sync/v1/venues/:venueId/thumbnails/:foodkey': {
    request: (id) => ({
      method: 'PUT',
      url: `/api/sync/v1/venues/${id}/thumbnails/FLOUR`,
      payload: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', width: 1, height: 1 },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'DELETE /api/sync/v1/venues/:venueId/thumbnails/:foodkey': {
    request: (id) => ({ method: 'DELETE', url: `/api/sync/v1/venues/${id}/thumbnails/FLOUR` }),
    owner: 204,
    other: 404,
    deletedVenue: 404,
  },
  'GET /api/venues/:venueId/site': {
    request: (id) => ({ url: `/api/venues/${id}/site` }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/venues/:venueId/site/tag-check': {
    request: (id) => ({
      method: 'POST',
      url: `/api/venues/${id}/site/tag-check`,
      payload: { tag: 'matrix-cafe' },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  // A site tag, publishing and images need a Pro venue: the matrix's owners are not Pro.
  'PUT /api/venues/:venueId/site/tag': {
    request: (id) => ({
      method: 'PUT',
      url: `/api/venues/${id}/site/tag`,
      payload: { tag: 'matrix-cafe' },
    }),
    owner: 402,
    other: 404,
    deletedVenue: 404,
  },
  'PUT /api/venues/:venueId/site': {
    request: (id) => ({
      method: 'PUT',
      url: `/api/venues/${id}/site`,
      payload: { settings: defaultSiteSettings() },
    }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/venues/:venueId/site/refresh': {
    request: (id) => ({ method: 'POST', url: `/api/venues/${id}/site/refresh` }),
    owner: 200,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/SiteAssetUpdate': {
    request: (id) => ({
      method: 'POST',
      url: '/api/SiteAssetUpdate',
      // A FormData body keeps its multipart type whatever headers the matrix sends.
      payload: siteAssetForm(id),
    }),
    owner: 402,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/venues/:venueId/order-mail': {
    request: (id) => ({
      method: 'POST',
      url: `/api/venues/${id}/order-mail`,
      payload: {
        supplierKey: 'ACME',
        date: '2026-06-20',
        lines: [{ name: 'Tomatoes', code: 'T-1', units: 3, unit: 'cases' }],
      },
    }),
    // A new venue has no supplier ACME: the owner reaches the route and hears of no supplier.
    owner: 404,
    other: 404,
    deletedVenue: 404,
  },
  'GET /api/venues/:venueId/image-search': {
    request: (id) => ({ url: `/api/venues/${id}/image-search?name=Tomatoes` }),
    // The test app has no IMAGE_SEARCH_URL: the owner reaches the route and hears it is off.
    owner: 409,
    other: 404,
    deletedVenue: 404,
  },
  'POST /api/email': {
    request: () => ({
      method: 'POST',
      url: '/api/email',
      payload: { emailObject: { name: 'A', email: 'a@example.com', message: 'Hi' } },
    }),
    owner: 200,
    other: 200,
  },
  // Billing: each caller acts on their own account only. This app has no payment keys and
  // LICENCE_VERIFIER=off, so the calls that reach the provider or a store answer 409
  // ERR_PAYMENTS_OFF (routes/billing/*.test.ts cover them with payments on).
  'GET /api/subscription': {
    request: () => ({ url: '/api/subscription' }),
    owner: 200,
    other: 200,
  },
  'POST /api/subscription/checkout': {
    request: () => ({
      method: 'POST',
      url: '/api/subscription/checkout',
      payload: { planId: 'pro-1' },
    }),
    owner: 409,
    other: 409,
  },
  'POST /api/subscription/portal': {
    request: () => ({ method: 'POST', url: '/api/subscription/portal', payload: {} }),
    owner: 409,
    other: 409,
  },
  'POST /api/subscription/cancel': {
    request: () => ({ method: 'POST', url: '/api/subscription/cancel', payload: {} }),
    owner: 409,
    other: 409,
  },
  'POST /api/licences/redeem': {
    request: () => ({
      method: 'POST',
      url: '/api/licences/redeem',
      payload: { source: 'test', productId: 'larder.pro.venues.1', receipt: 'e30.c2ln' },
    }),
    owner: 409,
    other: 409,
  },
  // Public: a browser reports violations of the content security policy without a token.
  'POST /api/csp-report': {
    request: () => ({
      method: 'POST',
      url: '/api/csp-report',
      // Sent as JSON: the matrix's headers replace the request's (the route's own types are in
      // routes/csp-report/csp-report-routes.test.ts).
      payload: { 'csp-report': { 'effective-directive': 'img-src' } },
    }),
    owner: 204,
    other: 204,
  },
  // Public: the payment provider's events, verified by their signature, not a token.
  'POST /api/stripe/webhook': {
    request: () => ({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_1' } }),
    owner: 409,
    other: 409,
  },
};

describe.each(testDatabaseKinds)('authorization matrix on $name', (kind) => {
  const t = useTestApp(kind);

  const as = async (sub: string) => ({
    authorization: `Bearer ${await t.tokens.token(sub, { claims: { email: `${sub}@example.com` } })}`,
  });

  async function newVenue(owner: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: await as(owner),
      payload: { flag: 'add', venue: { venue_name: `${owner}'s venue` } },
    });
    return res.json().venue.id;
  }

  /** What the owner can see: the user record and every venue's data. */
  async function ownerState(owner: string) {
    const headers = await as(owner);
    const user = (await t.app.inject({ url: '/api/user', headers })).json();
    const venues = await Promise.all(
      user.venues.map(async (v: { id: string }) =>
        (await t.app.inject({ url: `/api/venues/${v.id}`, headers })).json(),
      ),
    );
    return { user, venues };
  }

  it('has a row for every /api route, and no row for a route that is gone', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(matrix).sort()).toEqual(registered);
  });

  it('refuses every authenticated route without a token, and with a bad one', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.authenticated)) {
      const request = matrix[`${route.method} ${route.url}`]!.request('any');
      const none = await t.app.inject(request);
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      const bad = await t.app.inject({ ...request, headers: { authorization: 'Bearer x.y.z' } });
      expect(bad.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers the owner', async () => {
    for (const [route, row] of Object.entries(matrix)) {
      const owner = `owner-${route.replace(/\W+/g, '-')}`;
      await t.app.inject({ url: '/api/user', headers: await as(owner) });
      if (route.startsWith('POST /api/user/restricted/reset-code')) {
        await t.app.inject({
          ...matrix['PUT /api/user/restricted']!.request(''),
          headers: await as(owner),
        });
      }
      const venueId = await newVenue(owner);
      const res = await t.app.inject({ ...row.request(venueId), headers: await as(owner) });
      expect(res.statusCode, route).toBe(row.owner);
    }
  });

  it("gives another user 404 for the owner's venue, and changes nothing of the owner's", async () => {
    const owner = 'matrix-owner';
    const venueId = await newVenue(owner);
    await t.app.inject({
      ...matrix['PUT /api/user/restricted']!.request(''),
      headers: await as(owner),
    });
    const before = await ownerState(owner);
    for (const [route, row] of Object.entries(matrix)) {
      const res = await t.app.inject({ ...row.request(venueId), headers: await as('intruder') });
      expect(res.statusCode, route).toBe(row.other);
    }
    expect(await ownerState(owner)).toEqual(before);
  });

  // sync-and-security-notes §4, "Fuzzed cross-venue calls": 404, nothing changed.
  it('answers fuzzed cross-venue calls with 404 and changes nothing of the owner', async () => {
    const owner = 'fuzz-owner';
    const venueId = await newVenue(owner);
    const before = await ownerState(owner);
    const venueRoutes = Object.entries(matrix).filter(([, row]) => row.deletedVenue !== undefined);
    const venueIdArb = fc.oneof(
      fc.constant(venueId),
      fc.constant(venueId.toUpperCase()),
      fc.constant(` ${venueId}`),
      fc.constant(`${venueId}/`),
      fc.constant(encodeURIComponent(venueId)),
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...venueRoutes),
        venueIdArb,
        fc.constantFrom('intruder', 'other-intruder'),
        async ([route, row], id, caller) => {
          const request = row.request(id);
          const res = await t.app.inject({ ...request, headers: await as(caller) });
          expect(res.statusCode, `${route} ${id}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${route} ${id}`).toBeLessThan(500);
          if (id === venueId) expect(res.statusCode, route).toBe(404);
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
    expect(await ownerState(owner)).toEqual(before);
  });

  it('gives the owner of a deleted venue 404 on its venue routes', async () => {
    const owner = 'deleted-owner';
    const venueId = await newVenue(owner);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${venueId}`,
      headers: await as(owner),
    });
    for (const [route, row] of Object.entries(matrix)) {
      if (row.deletedVenue === undefined) continue;
      const res = await t.app.inject({ ...row.request(venueId), headers: await as(owner) });
      expect(res.statusCode, route).toBe(row.deletedVenue);
    }
  });
});
