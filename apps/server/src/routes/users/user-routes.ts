import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { userSettingUpdateSchema } from '@larder/domain';
import { venues } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { parseBody } from '../parse-body.js';
import { ensureUser, loadUser, profileFromToken, updateUserData } from '../../users/user-store.js';

/**
 * The signed-in user (spec section 7): get synced user (created on first call), get count
 * (with the server time, for the browser's clock offset) and update setting.
 */
export const userRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    app.get('/user', async (request) => {
      await ensureUser(db, request.userId, profileFromToken(request.token));
      return loadUser(db, request.userId, Date.now());
    });

    app.get('/count', async (request) => {
      const live = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.ownerId, request.userId), eq(venues.deleted, false)));
      return { count: live.length, timestamp: Date.now() };
    });

    app.put('/user/setting', async (request) => {
      const { setting } = parseBody(userSettingUpdateSchema, request.body);
      await ensureUser(db, request.userId, profileFromToken(request.token));
      await updateUserData(db, request.userId, setting);
      return loadUser(db, request.userId);
    });
  };
