import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  BUCKET_COUNT,
  MAX_PULL_PAGE,
  parseCursor,
  pushBodySchema,
  SYNC_SCHEMA_VERSION,
} from '@larder/domain';
import type { Database } from '../../db/database.js';
import { ApiError, badRequest } from '../../errors.js';
import { compareBuckets, pullPage } from '../../sync/pull.js';
import { applyPush } from '../../sync/push.js';
import { usePushBodyParser } from '../../sync/push-body-parser.js';
import { parseBody } from '../parse-body.js';
import type { SyncRateLimit } from './sync-rate-limit.js';

interface VenueParams {
  venueId: string;
}

/** Largest push body: 500 mutations of up to 256 KB would be 128 MB; 8 MB is the cap. */
export const MAX_PUSH_BODY_BYTES = 8 * 1024 * 1024;

const bucketsBodySchema = z.object({
  digests: z.array(z.string().regex(/^[0-9a-f]{16}$/)).length(BUCKET_COUNT),
});

/**
 * The sync protocol under /api/sync/v1 (sync-and-security-notes §1): push, pull by cursor,
 * and the anti-entropy bucket check. Every call is for a venue the caller owns (404 else),
 * through venue access: push and pull keep the check inside their one named statement.
 * Only a push's envelope can refuse it whole; each mutation is judged on its own, one with
 * text no database can store included (`usePushBodyParser`).
 */
export const syncRoutes =
  (database: Database, limit: SyncRateLimit): FastifyPluginAsync =>
  async (app) => {
    usePushBodyParser(app);
    const inStatement = { venue: 'in-statement' as const };
    app.post<{ Params: VenueParams }>(
      '/sync/v1/venues/:venueId/push',
      { bodyLimit: MAX_PUSH_BODY_BYTES, config: inStatement, preHandler: limit },
      async (request) => {
        const body = parseBody(pushBodySchema, request.body);
        if (body.schemaVersion > SYNC_SCHEMA_VERSION) {
          throw badRequest('field-too-large', 'schemaVersion', 'newer than this server knows', {
            maximum: SYNC_SCHEMA_VERSION,
          });
        }
        if (body.schemaVersion < SYNC_SCHEMA_VERSION) {
          throw new ApiError('ERR_UPGRADE_REQUIRED', 'Update the app before syncing');
        }
        return applyPush(database, request.userId, request.params.venueId, body, Date.now());
      },
    );

    app.get<{ Params: VenueParams; Querystring: { cursor?: string; limit?: string } }>(
      '/sync/v1/venues/:venueId/pull',
      { config: inStatement, preHandler: limit },
      async (request) => {
        const { cursor: text, limit: limitText } = request.query;
        const cursor = parseCursor(text);
        if (text && !cursor) throw badRequest('field-format', 'cursor', 'must be epoch:rev');
        const limit = limitText === undefined ? MAX_PULL_PAGE : Number(limitText);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PULL_PAGE) {
          throw badRequest('field-invalid', 'limit', `must be 1 to ${MAX_PULL_PAGE}`, {
            minimum: 1,
            maximum: MAX_PULL_PAGE,
          });
        }
        return pullPage(database.query, request.userId, request.params.venueId, cursor, limit);
      },
    );

    app.post(
      '/sync/v1/venues/:venueId/buckets',
      { config: { venue: 'load' }, preHandler: limit },
      async (request) => {
        const { digests } = parseBody(bucketsBodySchema, request.body);
        return compareBuckets(database.db, request.venue, digests);
      },
    );
  };
