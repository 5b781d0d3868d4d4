import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGE_PATHS, ROBOTS_DISALLOWED_PATHS } from '@larder/domain';

/** How long robots.txt and sitemap.xml may be cached: they change only with a release. */
const CACHE = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml of the product's own pages, written with PUBLIC_URL (never a
 * Host header). Each venue website has a sitemap of its own under /s/{tag}/.
 */
export function registerRobots(app: FastifyInstance, publicUrl: string) {
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = PUBLIC_PAGE_PATHS.map(
      (path) => `  <url><loc>${publicUrl}${path === '/' ? '/' : path}</loc></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE).send(xml);
  });
}
