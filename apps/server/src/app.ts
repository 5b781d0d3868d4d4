import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { ApiError } from './errors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { healthRoutes } from './routes/health/health-routes.js';

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'webDist'>;
  database: Database;
}

/** Builds the server: plugins and routes, never listening (tests use inject()). */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({
      error: status >= 500 ? 'ERR_INTERNAL' : 'ERR_BAD_REQUEST',
      message: status >= 500 ? 'Internal error' : error.message,
    });
  });

  await registerSecurityHeaders(app);
  await app.register(healthRoutes(database), { prefix: '/api' });
  await registerWebApp(app, config.webDist);
  return app;
}
