import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { venueIdSchema } from '@larder/domain';
import type { Db } from '../db/database.js';
import { venues } from '../db/schema.js';
import { ApiError } from '../errors.js';

/**
 * Venue access: the one place that decides whether the caller reaches a venue. The caller is
 * `request.userId`, set from the verified token only. A venue of another user, a deleted
 * venue, an unknown id and a malformed id all answer the same 404 `ERR_NOT_FOUND`, so no
 * answer tells that another user's venue exists.
 *
 * Every route with a venue in its path opts in through its config, and reads the venue id
 * from the `:venueId` parameter:
 * - `venue: 'load'`: the venue is loaded before the handler and set on `request.venue`.
 * - `venue: 'in-statement'`: for the sync push and pull, whose one named statement reads the
 *   venue row anyway; the id's shape is checked here, and the statement keeps only the
 *   caller's live venue with `ownedVenueWhere` and answers `venueNotFound()` when it has none,
 *   so a sync call costs no query of its own for the check.
 */
export type VenueAccessMode = 'load' | 'in-statement';

export type OwnedVenue = typeof venues.$inferSelect;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route reaches the venue of its `:venueId` (see venues/venue-access.ts). */
    venue?: VenueAccessMode;
  }
  interface FastifyRequest {
    /** The caller's live venue of the path; set on routes with `config: { venue: 'load' }`. */
    venue: OwnedVenue;
  }
}

/** The one answer for a venue the caller may not reach, whatever the reason. */
export const venueNotFound = (): ApiError => new ApiError('ERR_NOT_FOUND', 'Venue not found');

type Reader = Pick<Db, 'select'>;

/** The caller's live venue under `venueId`, or undefined (another user's, deleted or none). */
export async function loadOwnedVenue(
  db: Reader,
  userId: string,
  venueId: string,
): Promise<OwnedVenue | undefined> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, userId), eq(venues.deleted, false)));
  return venue;
}

/**
 * Whether a venue may be added under `id`: true when the id is free, false when it is
 * already the caller's (adding it again changes nothing). Another user's id answers 404, as
 * if the venue did not exist.
 */
export async function isNewVenueId(db: Reader, userId: string, id: string): Promise<boolean> {
  const [existing] = await db
    .select({ ownerId: venues.ownerId })
    .from(venues)
    .where(eq(venues.id, id));
  if (existing && existing.ownerId !== userId) throw venueNotFound();
  return !existing;
}

/**
 * The same rule inside a named statement that reads or writes the venue row itself: `alias`
 * names the venues row, `id` and `owner` the placeholders of the venue id and the caller.
 */
export const ownedVenueWhere = (alias: string, id: string, owner: string): string =>
  `${alias}.id = ${id} and ${alias}.owner_id = ${owner} and ${alias}.deleted = false`;

/** The path's venue id; a missing or malformed one answers as an unknown venue. */
function venueIdOf(request: FastifyRequest): string {
  const { venueId } = request.params as { venueId?: unknown };
  const parsed = venueIdSchema.safeParse(venueId);
  if (!parsed.success) throw venueNotFound();
  return parsed.data;
}

const knownHooks = new WeakSet<object>();

/** True for the pre-handler venue access puts on a route (the route walk test looks for it). */
export const isVenueAccessHook = (hook: unknown): boolean =>
  typeof hook === 'function' && knownHooks.has(hook);

/** The pre-handler of each mode, named for route listings (`printRoutes({ includeHooks })`). */
function accessHooks(db: Db): Map<VenueAccessMode, preHandlerAsyncHookHandler> {
  async function loadVenue(request: FastifyRequest) {
    const venue = await loadOwnedVenue(db, request.userId, venueIdOf(request));
    if (!venue) throw venueNotFound();
    request.venue = venue;
  }
  async function checkVenueId(request: FastifyRequest) {
    venueIdOf(request);
  }
  const hooks = new Map<VenueAccessMode, preHandlerAsyncHookHandler>([
    ['load', loadVenue],
    ['in-statement', checkVenueId],
  ]);
  for (const hook of hooks.values()) knownHooks.add(hook);
  return hooks;
}

/**
 * Registers venue access in the scope that registers it (after `authenticate`, before the
 * routes): a route that opts in gets the access pre-handler after the scope's own hooks, so
 * the token and the rate limit are checked first.
 */
export const venueAccess = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('venue', null as unknown as OwnedVenue);
    const hooks = accessHooks(db);
    app.addHook('onRoute', (route) => {
      const mode = route.config?.venue;
      if (mode === undefined) return;
      const hook = hooks.get(mode);
      if (!hook) throw new Error(`${route.url}: unknown venue access '${String(mode)}'`);
      if (!/:venueId(?![A-Za-z0-9_])/.test(route.url)) {
        throw new Error(`${route.url}: venue access reads the :venueId parameter`);
      }
      const own = route.preHandler ?? [];
      route.preHandler = [...(Array.isArray(own) ? own : [own]), hook];
    });
  },
  { name: 'venue-access', dependencies: ['authenticate'] },
);
