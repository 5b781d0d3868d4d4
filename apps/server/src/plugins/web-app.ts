import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the single-page app never answers: they belong to the server. */
const serverPrefixes = ['/api/', '/oidc/'];

/**
 * Serves the built PWA from `dist`: hashed assets cached for a year, the service worker and
 * index.html always revalidated, and index.html for any other browser path (the app's
 * router shows its own not-found page). The build writes a brotli and a gzip copy beside
 * every text file (`vite.config.ts`); the one the browser accepts is sent as it is, with
 * `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, dist: string | undefined) {
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);

  if (hasApp && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: 'index.html',
      preCompressed: true,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('Cache-Control', 'no-cache');
        }
        if (name === 'sw.js') reply.header('Service-Worker-Allowed', '/');
      },
    });
  } else {
    app.log.warn(`No built web app at ${dist ?? '(unset)'}; serving the API only.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isServerPath = serverPrefixes.some((p) => request.url.startsWith(p));
    if (!hasApp || isServerPath || request.method !== 'GET') {
      return reply.code(404).send({ error: 'ERR_NOT_FOUND', message: 'Not found' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
