import type { FastifyPluginAsync } from 'fastify';
import {
  MAX_THUMBNAIL_DATA_URL_LENGTH,
  thumbnailBodySchema,
  thumbnailRequestSchema,
} from '@larder/domain';
import type { Db } from '../../db/database.js';
import {
  listThumbnails,
  readThumbnails,
  removeThumbnail,
  storeThumbnail,
} from '../../sync/thumbnails.js';
import { parseBody } from '../parse-body.js';
import type { SyncRateLimit } from './sync-rate-limit.js';

interface ThumbnailParams {
  foodkey: string;
}

/** A thumbnail's body: its data URL and a little JSON around it. */
const MAX_THUMBNAIL_BODY_BYTES = MAX_THUMBNAIL_DATA_URL_LENGTH + 1024;

/**
 * The venue's ingredient thumbnails under /api/sync/v1 (product spec §4: they sync on the
 * first cycle and every 10th): the list of foodkeys with hashes, several thumbnails by
 * foodkey, and storing or removing one. Venue access loads the caller's venue (404 else).
 */
export const thumbnailRoutes =
  (db: Db, limit: SyncRateLimit): FastifyPluginAsync =>
  async (app) => {
    const config = { venue: 'load' as const };
    const preHandler = limit;
    const base = '/sync/v1/venues/:venueId/thumbnails';

    app.get(base, { config, preHandler }, async (request) => ({
      thumbnails: await listThumbnails(db, request.venue.id),
    }));

    app.post(`${base}/read`, { config, preHandler }, async (request) => {
      const { foodkeys } = parseBody(thumbnailRequestSchema, request.body);
      return { thumbnails: await readThumbnails(db, request.venue.id, foodkeys) };
    });

    app.put<{ Params: ThumbnailParams }>(
      `${base}/:foodkey`,
      { bodyLimit: MAX_THUMBNAIL_BODY_BYTES, config, preHandler },
      async (request) => {
        const body = parseBody(thumbnailBodySchema, request.body);
        return storeThumbnail(db, request.venue.id, request.params.foodkey, body, new Date());
      },
    );

    app.delete<{ Params: ThumbnailParams }>(
      `${base}/:foodkey`,
      { config, preHandler },
      async (request, reply) => {
        await removeThumbnail(db, request.venue.id, request.params.foodkey);
        return reply.code(204).send();
      },
    );
  };
