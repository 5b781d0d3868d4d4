import type { FastifyInstance } from 'fastify';
import { TOKEN_RATE_LIMIT } from '../limits.js';

/**
 * The provider's token endpoint (POST /oidc/token: code exchange and refresh) is anonymous:
 * its calls are counted per client address (TRUST_PROXY decides which address that is) and
 * answer 429 `ERR_RATE_LIMITED` beyond TOKEN_RATE_LIMIT, before the provider sees them.
 * Registered after @fastify/rate-limit and before the provider is mounted.
 */
export function limitTokenEndpoint(app: FastifyInstance) {
  const limit = app.rateLimit({
    ...TOKEN_RATE_LIMIT,
    groupId: 'oidc-token',
    keyGenerator: (request) => request.ip,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    if (path !== '/oidc/token') return;
    await limit.call(app, request, reply);
  });
}
