import type { FastifyInstance } from 'fastify';

/** Paths the embedded provider answers, or whose pages call into it with the raw request. */
const PROVIDER_PATHS = /^\/(oidc|auth)(\/|\?|$)/;

/**
 * The embedded provider (koa) reads the client's address and the origin of every URL it
 * issues from the request's headers. Before it sees a request under /oidc or /auth, the
 * headers are set from what the server knows, whatever the caller sent:
 * - Host and X-Forwarded-Proto from PUBLIC_URL (X-Forwarded-Host removed), so that the
 *   discovery document, redirects and cookies only ever name PUBLIC_URL;
 * - X-Forwarded-For to the client address Fastify found under TRUST_PROXY, so that the
 *   provider follows forwarded addresses exactly when, and as far as, the server does.
 * The provider runs with `proxy` on to read these pinned headers.
 */
export function pinProviderHeaders(app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl);
  const protocol = origin.protocol.replace(/:$/, '');
  app.addHook('onRequest', async (request) => {
    if (!PROVIDER_PATHS.test(request.url)) return;
    const headers = request.raw.headers;
    headers.host = origin.host;
    delete headers['x-forwarded-host'];
    headers['x-forwarded-proto'] = protocol;
    headers['x-forwarded-for'] = request.ip;
  });
}
