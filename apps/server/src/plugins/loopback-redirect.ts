import type { FastifyInstance } from 'fastify';

/**
 * Without PUBLIC_URL the server's address is http://localhost:PORT, and sign-in only comes
 * back there (the issuer, its redirect addresses and the browser's data all belong to one
 * origin). A page asked for at another loopback name of the same port (127.0.0.1, [::1]) is
 * sent on to the same path at that address; API calls are answered where they arrive.
 */
export function registerLoopbackRedirect(
  app: FastifyInstance,
  publicUrl: string,
  aliases: readonly string[],
) {
  if (aliases.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!aliases.includes(request.headers.host ?? '')) return;
    if (request.url === '/api' || request.url.startsWith('/api/')) return;
    return reply.redirect(`${publicUrl}${request.url}`, 308);
  });
}
