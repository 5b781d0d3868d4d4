import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  avoidedAllergens,
  SITE_ASSET_NAME_PATTERN,
  SITE_TAG_PATTERN,
  siteWithout,
} from '@larder/domain';
import type { Database } from '../../db/database.js';
import type { AssetStorage } from '../../sites/assets/asset-storage.js';
import { drawSitePage, etagOf, type SitePageData } from '../../sites/build-site.js';
import { lookUpSite } from '../../sites/public-site.js';
import { siteNotFoundPage, siteSitemap } from '../../sites/render/other-pages.js';
import { siteUrl, type SiteAddress } from '../../sites/site-urls.js';

/**
 * The public page's own policy: no script at all, its inline style sheet, its images, a form
 * that submits to itself, no framing. (connect-src 'self' lets crawlers' tools that run in the
 * page, such as Lighthouse's robots.txt check, read the site's own files; no script runs here.)
 */
const SITE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Browsers and shared caches keep a page and check it again by its ETag each time (a 304 costs
 * a few bytes): a price changed in the app is on every diner's screen after the next build.
 */
const PAGE_CACHE = 'public, no-cache';
/** Site images are named by the hash of their bytes: they never change. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

const CONTAINER_PATTERN = /^v[0-9a-f]{24}$/;

/** How the request named its site: by path (/s/{tag}) or by host ({tag}.SITE_DOMAIN). */
type Via = 'path' | 'host';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tag of a Host header `{tag}.{domain}`, or null. */
function tagOfHost(host: string | undefined, domain: string): string | null {
  const match = new RegExp(`^([a-z0-9-]+)\\.${escapeRegExp(domain)}$`, 'i').exec(host ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** The allergens of `?allergen=` as given, one or many. */
const askedAllergens = (query: unknown): string[] => {
  const value = (query as { allergen?: unknown } | undefined)?.allergen;
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
};

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', SITE_CSP)
    .send(siteNotFoundPage());
}

/**
 * The public venue sites, served by the server with no app script and no service worker
 * (product spec §1): GET /s/{tag} and, when SITE_DOMAIN is set, {tag}.SITE_DOMAIN by the Host
 * header; each site's sitemap; the diner's allergen filter (`?allergen=`, a plain form); an old
 * tag redirects (301) to the venue's tag now for 30 days; an unknown or unpublished tag gets a
 * 404 page. Pages come from the stored build (one named read), with an ETag and 304. Site images
 * are served under /site-assets/ with a year's cache.
 */
export const publicSiteRoutes =
  (database: Database, address: SiteAddress, storage: AssetStorage): FastifyPluginAsync =>
  async (app) => {
    const redirectTo = (tag: string, via: Via, query: string) =>
      via === 'host' ? siteUrl({ ...address }, tag) : `/s/${tag}${query}`;

    async function page(request: FastifyRequest, reply: FastifyReply, tag: string, via: Via) {
      if (!SITE_TAG_PATTERN.test(tag)) return notFound(reply);
      const asked = askedAllergens(request.query);
      const now = new Date();
      const found = await lookUpSite(database, tag, asked.length > 0 ? 'data' : 'page', now);
      if (found.kind === 'none') return notFound(reply);
      if (found.kind === 'redirect') {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .code(301)
          .header('Cache-Control', 'public, max-age=300')
          .redirect(redirectTo(found.to, via, query), 301);
      }
      let body: string;
      let etag = found.etag;
      if (found.kind === 'data') {
        const data = found.data as SitePageData;
        const avoided = avoidedAllergens(data.site, asked);
        body = drawSitePage(address, { ...data, site: siteWithout(data.site, avoided) }, avoided);
        etag = etagOf(`${found.etag}${avoided.join(',')}`);
      } else {
        body = found.html;
      }
      reply
        .header('Cache-Control', PAGE_CACHE)
        .header('ETag', etag)
        .header('Content-Security-Policy', SITE_CSP);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('Content-Type', 'text/html; charset=utf-8').send(body);
    }

    async function sitemap(reply: FastifyReply, tag: string) {
      if (!SITE_TAG_PATTERN.test(tag)) return notFound(reply);
      const found = await lookUpSite(database, tag, 'page', new Date());
      if (found.kind !== 'page') return notFound(reply);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', PAGE_CACHE)
        .send(siteSitemap(siteUrl(address, tag), found.builtAt));
    }

    app.get<{ Params: { tag: string } }>('/s/:tag', (request, reply) =>
      page(request, reply, request.params.tag, 'path'),
    );
    app.get<{ Params: { tag: string } }>('/s/:tag/', (request, reply) =>
      reply.redirect(`/s/${encodeURIComponent(request.params.tag)}`, 301),
    );
    app.get<{ Params: { tag: string } }>('/s/:tag/sitemap.xml', (request, reply) =>
      sitemap(reply, request.params.tag),
    );
    app.get('/s/*', (_request, reply) => notFound(reply));

    app.get<{ Params: { container: string; name: string } }>(
      '/site-assets/:container/:name',
      async (request, reply) => {
        const { container, name } = request.params;
        if (!CONTAINER_PATTERN.test(container) || !SITE_ASSET_NAME_PATTERN.test(name)) {
          return reply.code(404).send({ error: 'ERR_NOT_FOUND', message: 'Not found' });
        }
        const asset = await storage.get(`${container}/${name}`);
        if (!asset) return reply.code(404).send({ error: 'ERR_NOT_FOUND', message: 'Not found' });
        return reply
          .header('Content-Type', asset.contentType)
          .header('Cache-Control', ASSET_CACHE)
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('ETag', `"${name}"`)
          .send(asset.bytes);
      },
    );

    const domain = address.domain;
    if (domain) {
      const host = new RegExp(`^[a-z0-9-]+\\.${escapeRegExp(domain)}$`, 'i');
      const tagOf = (request: FastifyRequest) => tagOfHost(request.headers.host, domain) ?? '';
      app.get('/', { constraints: { host } }, (request, reply) =>
        page(request, reply, tagOf(request), 'host'),
      );
      app.get('/sitemap.xml', { constraints: { host } }, (request, reply) =>
        sitemap(reply, tagOf(request)),
      );
      // A site's own robots.txt names its sitemap; the server's (plugins/robots.ts) serves the rest.
      app.get('/robots.txt', { constraints: { host } }, (request, reply) =>
        reply
          .header('Content-Type', 'text/plain; charset=utf-8')
          .header('Cache-Control', 'public, max-age=3600')
          .send(
            `User-agent: *\nAllow: /\nSitemap: ${siteUrl(address, tagOf(request))}sitemap.xml\n`,
          ),
      );
      app.get('/*', { constraints: { host } }, (_request, reply) => notFound(reply));
    }
  };
