import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  items,
  sites,
  siteAssets,
  siteTags,
  superseded,
  syncClients,
  thumbnails,
  venues,
} from '../db/schema.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { useTestApp } from '../test-support/test-app.js';
import { buildRequest, type Mutation } from './fuzz-request.js';
import { requestModels, type ModelContext, type RequestModel } from './request-models.js';

/**
 * sync-and-security-notes §4, "Fuzzed cross-venue calls: 404, nothing changed": every route of
 * the route table with a venue in its path, called by another signed-in user with the owner's
 * venue id, with the route's own method or another one, and the route's request model changed
 * by fast-check (fields set to other JSON values, dropped or added, the whole body replaced).
 * Every answer is the one 404 of an unknown venue, and none of the owner's rows changes. The
 * sync push and pull check the venue inside their one statement (venue access 'in-statement'):
 * a body they cannot read is refused with 400 before it, for any venue alike, so there the
 * answer must be exactly the one the same request gets for an unknown venue. Bodies stay
 * well-formed JSON of an allowed size and content type: malformed input is refused earlier with
 * 400 whoever sends it, which the request fuzz (api-fuzz.test.ts) covers.
 */
const SEED = 20_261_127;
const RUNS = 200;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
/** Several intruders, so that no rate limit answers 429 before the venue is looked up. */
const INTRUDERS = 8;

/** The request models, with the routes the request fuzz fuzzes from their parameters alone. */
const models: Record<string, (ctx: ModelContext) => RequestModel> = {
  ...requestModels,
  'POST /api/venues/:venueId/order-mail': ({ venueId }) => ({
    params: { venueId },
    body: {
      supplierKey: 'ACME',
      date: '2026-06-20',
      lines: [{ name: 'Tomatoes', code: 'T-1', units: 3, unit: 'cases' }],
    },
    status: 404,
  }),
};

const label = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/** Values put into a body: any JSON, never a key JSON parsers refuse. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const fieldName = fc.string({ maxLength: 12 }).filter((n) => n !== '__proto__');

const bodyMutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: jsonValue }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    at: fc.nat(),
    name: fieldName,
    value: jsonValue,
  }),
  fc.record({ kind: fc.constant('body' as const), value: jsonValue }),
);

describe.each(testDatabaseKinds)('fuzzed cross-venue calls on $name', (kind) => {
  const t = useTestApp(kind);
  const owner = 'cross-venue-owner';
  let venueId = '';
  let venueRoutes: string[] = [];
  /** The routes that check the venue inside their statement, after reading the body. */
  let inStatement = new Set<string>();

  /** Every row of the owner's venue, in every table that holds one. */
  async function ownerRows() {
    const { db } = t.database;
    const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
    return {
      venue: sorted(await db.select().from(venues).where(eq(venues.id, venueId))),
      items: sorted(await db.select().from(items).where(eq(items.venueId, venueId))),
      syncClients: sorted(
        await db.select().from(syncClients).where(eq(syncClients.venueId, venueId)),
      ),
      superseded: sorted(await db.select().from(superseded).where(eq(superseded.venueId, venueId))),
      thumbnails: sorted(await db.select().from(thumbnails).where(eq(thumbnails.venueId, venueId))),
      sites: sorted(await db.select().from(sites).where(eq(sites.venueId, venueId))),
      siteTags: sorted(await db.select().from(siteTags).where(eq(siteTags.venueId, venueId))),
      siteAssets: sorted(await db.select().from(siteAssets).where(eq(siteAssets.venueId, venueId))),
    };
  }

  beforeAll(async () => {
    await t.app.ready();
    venueId = await t.addVenue(owner, 'Owner’s Bistro');
    venueRoutes = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.includes(':venueId') && r.url.startsWith('/api/'))
      .map(label)
      .filter((route) => route in models);
    inStatement = new Set(
      t.app.routeTable.filter((r) => r.config?.venue === 'in-statement').map(label),
    );
    // The owner's venue holds a synced item, a thumbnail and site settings, made through the
    // routes themselves with their models.
    const { authorization } = await t.auth(owner);
    for (const route of [
      'POST /api/sync/v1/venues/:venueId/push',
      'PUT /api/sync/v1/venues/:venueId/thumbnails/:foodkey',
      'PUT /api/venues/:venueId/site',
    ]) {
      const [method, url] = route.split(' ') as [string, string];
      const model = models[route]!({ venueId, now: Date.now() });
      const res = await t.app.inject(
        buildRequest(method, url, model, [], { authorization, remoteAddress: '127.0.0.1' }),
      );
      expect(res.statusCode, route).toBe(model.status);
    }
  });

  it('covers every venue route of the route table', () => {
    const inPath = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/venues/'))
      .map(label)
      .filter((route) => !route.includes(':rest'));
    expect(venueRoutes.length).toBeGreaterThanOrEqual(14);
    expect(inPath.filter((route) => route.includes(':venueId'))).toEqual(
      inPath.filter((route) => venueRoutes.includes(route)),
    );
    const syncRoutes = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/sync/'))
      .map(label);
    expect(syncRoutes.every((route) => venueRoutes.includes(route))).toBe(true);
  });

  it('answers another user’s fuzzed calls on the owner’s venue with 404, and changes none of its rows', async () => {
    const before = await ownerRows();
    expect(before.items.length).toBeGreaterThan(0);
    expect(before.thumbnails.length).toBeGreaterThan(0);
    expect(before.sites.length).toBeGreaterThan(0);
    const intruders = await Promise.all(
      Array.from({ length: INTRUDERS }, (_, i) => t.auth(`cross-venue-intruder-${i}`)),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...venueRoutes),
        fc.option(fc.constantFrom(...METHODS), { freq: 3 }),
        fc.array(bodyMutationArb, { maxLength: 4 }),
        fc.nat(INTRUDERS - 1),
        async (route, otherMethod, mutations, intruder) => {
          const [ownMethod, url] = route.split(' ') as [string, string];
          const model = models[route]!({ venueId, now: Date.now() });
          const request = buildRequest(
            otherMethod ?? ownMethod,
            url,
            model,
            // Each run gets its own values (shrinking reuses them, and a body is changed in place).
            mutations.map((m) => structuredClone(m)),
            {
              authorization: intruders[intruder]!.authorization,
              remoteAddress: `127.9.0.${intruder + 1}`,
            },
          );
          // A body put on a route that takes none is still sent as JSON.
          if (request.payload !== undefined) {
            request.headers = { ...request.headers, 'content-type': 'application/json' };
          }
          const res = await t.app.inject(request);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${request.method} ${request.url} ${request.payload}`;
          const unknown = await t.app.inject({
            ...request,
            url: String(request.url).replace(venueId, randomUUID()),
          });
          expect({ status: res.statusCode, body: res.json() }, what).toEqual({
            status: unknown.statusCode,
            body: unknown.json(),
          });
          if (request.method === ownMethod && inStatement.has(route) && res.statusCode === 400)
            return;
          expect(res.statusCode, what).toBe(404);
          expect(res.json()).toEqual({ error: 'ERR_NOT_FOUND', message: expect.any(String) });
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    // Most calls reach venue access: the fuzz is not refused on shape alone.
    expect(statuses.get(404)).toBeGreaterThan(RUNS * 0.8);
    expect([...statuses.keys()].sort()).toEqual(statuses.size === 1 ? [404] : [400, 404]);
    expect(await ownerRows()).toEqual(before);
  }, 120_000);
});
