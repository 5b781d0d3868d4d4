import type { FastifyInstance } from 'fastify';

/** The hook that counts a call against the caller's sync budget (429 `ERR_RATE_LIMITED` beyond). */
export type SyncRateLimit = ReturnType<FastifyInstance['rateLimit']>;

/**
 * One budget per user across every sync route (push, pull, buckets, thumbnails): SYNC_RATE_LIMIT
 * calls a minute, keyed by the caller's user id (the app's key generator). Created once and
 * run as each sync route's preHandler, so that the routes share one counter.
 */
export const createSyncRateLimit = (app: FastifyInstance, perMinute: number): SyncRateLimit =>
  app.rateLimit({ groupId: 'sync', max: perMinute, timeWindow: '1 minute' });
