import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_PAGES_FOLDER } from '@larder/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPrerenderedPages, type PageAnswer } from './prerendered-pages.js';

/** Paths the single-page app never answers: they belong to the server. */
const serverPrefixes = ['/api/', '/oidc/'];

/** The folder of the prerendered pages is read here, never served as files. */
const pagesPrefix = `/${PRERENDERED_PAGES_FOLDER}/`;

/** Sends a page from memory: revalidated on every visit, 304 when the browser has it. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer, status = 200) {
  reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  return reply.code(status).type('text/html; charset=utf-8').send(page.html);
}

/**
 * Serves the built PWA from `dist`: hashed assets cached for a year, the service worker and
 * the pages always revalidated. The public pages and /signin are sent as the build
 * prerendered them (`pages/`, with their canonical link on PUBLIC_URL): they paint with no
 * script and load only their own. A screen of the app gets index.html, the app; any other
 * address the not-found page with 404. A build without prerendered pages gets index.html for
 * every browser path (the app's router shows its own not-found page). The build writes a
 * brotli and a gzip copy beside every text file (`vite.config.ts`); the one the browser
 * accepts is sent as it is, with `Content-Encoding` and `Vary: Accept-Encoding`; the pages
 * sent from memory are compressed as they are sent (`compression.ts`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string | undefined,
  publicUrl: string,
) {
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  const pages = hasApp && dist ? await loadPrerenderedPages(dist, publicUrl) : null;

  if (hasApp && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // '/' is the home page (below), not the app's index.html.
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !pathname.startsWith(pagesPrefix),
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

  /** A browser's address: a public page, the app, or the not-found page. */
  const answerPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    const page = pages?.page(pathname);
    if (page) return sendPage(request, reply, page);
    if (pages && !pages.isAppRoute(pathname)) {
      return sendPage(request, reply, pages.notFound(pathname), 404);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };

  if (hasApp) {
    // The home page: before the files' route, which would take '/' for the folder.
    app.get('/', answerPage);
    // What a browser asks for on a page that names no icon (the sign-in provider's pages).
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }

  app.setNotFoundHandler((request, reply) => {
    const isServerPath = serverPrefixes.some((p) => request.url.startsWith(p));
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!hasApp || isServerPath || !isRead) {
      return reply.code(404).send({ error: 'ERR_NOT_FOUND', message: 'Not found' });
    }
    return answerPage(request, reply);
  });
}
