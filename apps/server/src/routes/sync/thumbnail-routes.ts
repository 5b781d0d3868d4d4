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

interface VenueParams {
  venueId: string;
}

interface ThumbnailParams extends VenueParams {
  foodkey: string;
}

/** A thumbnail's body: its data URL and a little JSON around it. */
const MAX_THUMBNAIL_BODY_BYTES = MAX_THUMBNAIL_DATA_URL_LENGTH + 1024;

/**
 * The venue's ingredient thumbnails under /api/sync/v1 (product spec §4: they sync on the
 * first cycle and every 10th): the list of foodkeys with hashes, several thumbnails by
 * foodkey, and storing or removing one. Every call is for a venue the caller owns (404 else).
 */
export const thumbnailRoutes =
  (db: Db, perMinute: number): FastifyPluginAsync =>
  async (app) => {
    const rateLimit = { max: perMinute, timeWindow: '1 minute' };
    const base = '/sync/v1/venues/:venueId/thumbnails';

    app.get<{ Params: VenueParams }>(base, { config: { rateLimit } }, async (request) => ({
      thumbnails: await listThumbnails(db, request.userId, request.params.venueId),
    }));

    app.post<{ Params: VenueParams }>(
      `${base}/read`,
      { config: { rateLimit } },
      async (request) => {
        const { foodkeys } = parseBody(thumbnailRequestSchema, request.body);
        return {
          thumbnails: await readThumbnails(db, request.userId, request.params.venueId, foodkeys),
        };
      },
    );

    app.put<{ Params: ThumbnailParams }>(
      `${base}/:foodkey`,
      { bodyLimit: MAX_THUMBNAIL_BODY_BYTES, config: { rateLimit } },
      async (request) => {
        const body = parseBody(thumbnailBodySchema, request.body);
        const { venueId, foodkey } = request.params;
        return storeThumbnail(db, request.userId, venueId, foodkey, body, new Date());
      },
    );

    app.delete<{ Params: ThumbnailParams }>(
      `${base}/:foodkey`,
      { config: { rateLimit } },
      async (request, reply) => {
        const { venueId, foodkey } = request.params;
        await removeThumbnail(db, request.userId, venueId, foodkey);
        return reply.code(204).send();
      },
    );
  };
