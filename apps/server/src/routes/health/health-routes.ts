import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.js';
import { version } from '../../version.js';

export interface HealthBody {
  status: 'ok' | 'degraded';
  version: string;
  database: { kind: Database['kind']; ok: boolean };
}

/** GET /api/health: no sign-in; says the version and which database answers. */
export const healthRoutes =
  (database: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async (_req, reply) => {
      const ok = await database.ping();
      const body: HealthBody = {
        status: ok ? 'ok' : 'degraded',
        version,
        database: { kind: database.kind, ok },
      };
      return reply.code(ok ? 200 : 503).send(body);
    });
  };
