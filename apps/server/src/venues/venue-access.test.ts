import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../plugins/authenticate.js';
import { routeTable } from '../plugins/route-table.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { useTestApp } from '../test-support/test-app.js';
import { createTokenFactory } from '../test-support/tokens.js';
import { isVenueAccessHook, venueAccess } from './venue-access.js';

/** The parameter names of a route path: '/a/:venueId/b/:foodkey' gives venueId and foodkey. */
const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** A route with a venue in its path: any parameter whose name says venue. */
const isVenueRoute = (route: RouteOptions) => paramsOf(route.url).some((p) => /venue/i.test(p));

/** Whether the route runs the venue access pre-handler. */
const goesThroughVenueAccess = (route: RouteOptions) =>
  [route.preHandler ?? []].flat().some(isVenueAccessHook);

const label = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/** Every route with a venue in its path that does not go through venue access. */
function venueRoutesWithoutAccess(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter((r) => isVenueRoute(r) && !goesThroughVenueAccess(r))
    .map(label)
    .sort();
}

const NOT_FOUND = { error: 'ERR_NOT_FOUND', message: 'Venue not found' };
const ok = async () => ({ ok: true });

describe.each(testDatabaseKinds)('venue access on $name', (kind) => {
  const t = useTestApp(kind);

  it('is the way into every route of the app with a venue in its path', async () => {
    await t.app.ready();
    const venueRoutes = t.app.routeTable.filter(isVenueRoute).map(label);
    expect(venueRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/venues/:venueId',
        'HEAD /api/venues/:venueId',
        'DELETE /api/venues/:venueId',
        'POST /api/sync/v1/venues/:venueId/push',
        'GET /api/sync/v1/venues/:venueId/pull',
        'POST /api/sync/v1/venues/:venueId/buckets',
        'PUT /api/sync/v1/venues/:venueId/thumbnails/:foodkey',
      ]),
    );
    expect(venueRoutesWithoutAccess(t.app.routeTable)).toEqual([]);
  });

  it('finds the venue routes that skip it, in a throwaway app', async () => {
    const tokens = await createTokenFactory();
    const app = Fastify();
    await app.register(routeTable);
    await app.register(async (scope) => {
      await scope.register(authenticate, { verifier: tokens.verifier });
      await scope.register(venueAccess, { db: t.database.db });
      scope.get('/venues/:venueId', { config: { venue: 'load' } }, ok);
      scope.post('/venues/:venueId/open', ok);
      scope.put('/sites/:siteId/rooms/:venue_id', ok);
      scope.post('/items/:key', ok);
    });
    await app.register(async (elsewhere) => {
      elsewhere.delete('/elsewhere/:venueId', { config: { venue: 'load' } }, ok);
    });
    await app.ready();
    expect(venueRoutesWithoutAccess(app.routeTable)).toEqual([
      'DELETE /elsewhere/:venueId',
      'POST /venues/:venueId/open',
      'PUT /sites/:siteId/rooms/:venue_id',
    ]);
    const open = await app.inject({
      method: 'POST',
      url: '/venues/anyone/open',
      headers: { authorization: `Bearer ${await tokens.token('someone')}` },
    });
    expect(open.statusCode).toBe(200);
    await app.close();
  });

  it('refuses, at start, a route that opts in without a :venueId parameter', async () => {
    const tokens = await createTokenFactory();
    const app = Fastify();
    await app.register(authenticate, { verifier: tokens.verifier });
    await app.register(venueAccess, { db: t.database.db });
    expect(() => app.get('/rooms/:roomId', { config: { venue: 'load' } }, ok)).toThrow(
      /reads the :venueId parameter/,
    );
    await app.close();
  });

  it('answers another user’s, a deleted, an unknown and a malformed venue with the one 404', async () => {
    const mine = await t.addVenue('keeper', 'Kept');
    const gone = await t.addVenue('keeper', 'Gone');
    const keeper = await t.auth('keeper');
    await t.app.inject({ method: 'DELETE', url: `/api/venues/${gone}`, headers: keeper });
    const ids = {
      foreign: await t.addVenue('stranger', 'Theirs'),
      deleted: gone,
      unknown: 'no-such-venue',
      malformed: 'not%20a%20venue',
      long: 'v'.repeat(65),
    };
    const routes = {
      loaded: (id: string) => ({ url: `/api/venues/${id}` }),
      thumbnails: (id: string) => ({ url: `/api/sync/v1/venues/${id}/thumbnails` }),
      pull: (id: string) => ({ url: `/api/sync/v1/venues/${id}/pull` }),
      push: (id: string) => ({
        method: 'POST' as const,
        url: `/api/sync/v1/venues/${id}/push`,
        payload: { protocol: 1, schemaVersion: 1, clientId: 'access-client', mutations: [] },
      }),
    };
    for (const [name, request] of Object.entries(routes)) {
      const owner = await t.app.inject({ ...request(mine), headers: keeper });
      expect(owner.statusCode, name).toBe(200);
      for (const [why, id] of Object.entries(ids)) {
        const res = await t.app.inject({ ...request(id), headers: keeper });
        expect({ status: res.statusCode, body: res.json() }, `${name}, ${why}`).toEqual({
          status: 404,
          body: NOT_FOUND,
        });
      }
    }
    const venue = (await t.app.inject({ url: `/api/venues/${mine}`, headers: keeper })).json();
    expect(venue.venue).toEqual({ id: mine, venue_name: 'Kept' });
  });

  it('checks the token before the venue', async () => {
    for (const url of ['/api/venues/not%20a%20venue', '/api/sync/v1/venues/no-such-venue/pull']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
