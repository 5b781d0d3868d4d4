import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SETTINGS_KEYS, venueSaveSchema } from '@larder/domain';
import type { Db } from '../../db/database.js';
import { items, users, venues } from '../../db/schema.js';
import { ApiError, badRequest } from '../../errors.js';
import { MAX_PROFILE_BYTES, MAX_VENUES_PER_USER, VENUE_SAVE_RATE_LIMIT } from '../../limits.js';
import { ensureUser, loadUser, profileFromToken } from '../../users/user-store.js';
import { putServerItem } from '../../venues/server-items.js';
import { isNewVenueId, loadOwnedVenue, venueNotFound } from '../../venues/venue-access.js';
import { parseBody } from '../parse-body.js';

const SETTINGS_KIND = 'settings';

/**
 * Venues of the signed-in user (spec section 7): venue data fetch, save venue (add or edit the
 * profile) and delete venue (soft). Venue access decides which venue the caller reaches:
 * another user's venue answers 404 and changes nothing, an add under its id included.
 */
export const venueRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    app.get('/venues/:venueId', { config: { venue: 'load' } }, async (request) => {
      const { venue } = request;
      const rows = await db
        .select()
        .from(items)
        .where(
          and(eq(items.venueId, venue.id), eq(items.kind, SETTINGS_KIND), eq(items.deleted, false)),
        );
      const settings = Object.fromEntries(rows.map((r) => [r.key, r.doc]));
      return { venue: { id: venue.id, venue_name: venue.name }, settings };
    });

    app.post('/venues', { config: { rateLimit: VENUE_SAVE_RATE_LIMIT } }, async (request) => {
      const { venue: input, flag } = parseBody(venueSaveSchema, request.body);
      const profileBytes = Buffer.byteLength(JSON.stringify(input.PROFILE ?? {}), 'utf8');
      if (profileBytes > MAX_PROFILE_BYTES) {
        throw badRequest('field-too-large', 'venue.PROFILE', `over ${MAX_PROFILE_BYTES} bytes`, {
          maximum: MAX_PROFILE_BYTES,
        });
      }
      await ensureUser(db, request.userId, profileFromToken(request.token));
      const now = Date.now();
      const profile = {
        ...input.PROFILE,
        venue_name: input.venue_name,
        skey: 'PROFILE',
        timestamp: now,
      };

      const venueId = await db.transaction(async (tx) => {
        if (flag === 'add') {
          const id = input.id ?? randomUUID();
          if (await isNewVenueId(tx, request.userId, id)) {
            await refuseOverVenueCap(tx, request.userId);
            await tx.insert(venues).values({ id, ownerId: request.userId, name: input.venue_name });
            for (const key of SETTINGS_KEYS) {
              const doc =
                key === 'PROFILE'
                  ? profile
                  : {
                      skey: key,
                      timestamp: now,
                      ...(key === 'SA' ? { areas: [] } : { categories: [] }),
                    };
              await putServerItem(tx, id, SETTINGS_KIND, key, doc, now);
            }
          }
          return id;
        }
        const owned = await loadOwnedVenue(tx, request.userId, input.id ?? '');
        if (!owned) throw venueNotFound();
        await tx.update(venues).set({ name: input.venue_name }).where(eq(venues.id, owned.id));
        // The fields of PROFILE the venue form does not edit (the pricing settings a device
        // saved, operations-model §7) are kept.
        const stored = await storedProfile(tx, owned.id);
        await putServerItem(tx, owned.id, SETTINGS_KIND, 'PROFILE', { ...stored, ...profile }, now);
        return owned.id;
      });

      const user = await loadUser(db, request.userId);
      return { user, venue: user.venues.find((v) => v.id === venueId) };
    });

    app.delete('/venues/:venueId', { config: { venue: 'load' } }, async (request) => {
      await db
        .update(venues)
        .set({ deleted: true, deletedAt: new Date() })
        .where(eq(venues.id, request.venue.id));
      return loadUser(db, request.userId);
    });
  };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The venue's stored PROFILE record, or {} when it has none (or it was deleted). */
async function storedProfile(tx: Tx, venueId: string): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ doc: items.doc })
    .from(items)
    .where(
      and(
        eq(items.venueId, venueId),
        eq(items.kind, SETTINGS_KIND),
        eq(items.key, 'PROFILE'),
        eq(items.deleted, false),
      ),
    );
  const doc = row?.doc;
  return doc !== null && typeof doc === 'object' && !Array.isArray(doc)
    ? (doc as Record<string, unknown>)
    : {};
}

/** 409 when the user already owns MAX_VENUES_PER_USER venues (deleted ones not counted). */
async function refuseOverVenueCap(tx: Tx, userId: string) {
  // The user's row is locked so that two adds at once cannot both pass the count.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [owned] = await tx
    .select({ n: count() })
    .from(venues)
    .where(and(eq(venues.ownerId, userId), eq(venues.deleted, false)));
  if ((owned?.n ?? 0) >= MAX_VENUES_PER_USER) {
    throw new ApiError('ERR_CONFLICT', `A user may own at most ${MAX_VENUES_PER_USER} venues`);
  }
}
