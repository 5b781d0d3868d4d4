import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  defaultSiteSettings,
  siteTagBodySchema,
  siteTagIssue,
  sitePublishBodySchema,
  type SiteRefreshAnswer,
  type SiteSettings,
  type SiteTagCheckAnswer,
} from '@larder/domain';
import { requirePro } from '../../billing/pro-status.js';
import type { Db } from '../../db/database.js';
import { siteAssets } from '../../db/schema.js';
import { ApiError, badRequest } from '../../errors.js';
import { SITE_SAVE_RATE_LIMIT, SITE_TAG_CHECK_RATE_LIMIT } from '../../limits.js';
import { buildSite } from '../../sites/build-site.js';
import { siteAnswer } from '../../sites/site-answer.js';
import {
  claimSiteTag,
  loadSite,
  saveSiteSettings,
  tagHeldByOther,
} from '../../sites/site-store.js';
import type { SiteAddress } from '../../sites/site-urls.js';
import { loadUser } from '../../users/user-store.js';
import type { SyncRateLimit } from '../sync/sync-rate-limit.js';
import { parseBody } from '../parse-body.js';

/** A tag that breaks the rule or is reserved answers 400 naming `tag`, before any lookup. */
function checkedTag(body: unknown): string {
  const { tag } = parseBody(siteTagBodySchema, body);
  const found = siteTagIssue(tag);
  if (found) throw badRequest(found.reason, found.path, undefined, found.params);
  return tag;
}

/** 400 naming the first logo or image that is not one of the venue's stored images. */
async function checkImages(db: Db, venueId: string, settings: SiteSettings) {
  const named = [
    ...(settings.logo ? [{ name: settings.logo, path: 'settings.logo' }] : []),
    ...settings.images.map((name, i) => ({ name, path: `settings.images.${i}` })),
  ];
  if (named.length === 0) return;
  const stored = await db
    .select({ name: siteAssets.name })
    .from(siteAssets)
    .where(
      and(
        eq(siteAssets.venueId, venueId),
        inArray(
          siteAssets.name,
          named.map((n) => n.name),
        ),
      ),
    );
  const known = new Set(stored.map((s) => s.name));
  const missing = named.find((n) => !known.has(n.name));
  if (missing) throw badRequest('asset-unknown', missing.path);
}

/**
 * A venue's website, for its owner (product spec §7): read it with its stored images ("get
 * managed assets"), check a site tag ("site tag validate": ok, invalid or inuse), save the tag
 * ("save site tag"), save the publish settings ("set venue publish", answering the user) and
 * the published venue sync (`refresh`: the page built again from the synced records). Every
 * route goes through venue access; publishing, a tag and a refresh need a Pro venue (402).
 */
export const siteRoutes =
  (db: Db, address: SiteAddress, syncLimit: SyncRateLimit): FastifyPluginAsync =>
  async (app) => {
    const base = '/venues/:venueId/site';

    app.get(base, { config: { venue: 'load' } }, async (request) =>
      siteAnswer(db, address, request.venue.id),
    );

    app.post(
      `${base}/tag-check`,
      { config: { venue: 'load', rateLimit: SITE_TAG_CHECK_RATE_LIMIT } },
      async (request): Promise<SiteTagCheckAnswer> => {
        const { tag } = parseBody(siteTagBodySchema, request.body);
        const found = siteTagIssue(tag);
        if (found) return { status: found.reason === 'site-tag-reserved' ? 'inuse' : 'invalid' };
        const held = await tagHeldByOther(db, request.venue.id, tag, new Date());
        return { status: held ? 'inuse' : 'ok' };
      },
    );

    app.put(
      `${base}/tag`,
      { config: { venue: 'load', rateLimit: SITE_SAVE_RATE_LIMIT } },
      async (request) => {
        const tag = checkedTag(request.body);
        const now = new Date();
        await requirePro(db, request.userId, request.venue.id, now.getTime());
        const user = await loadUser(db, request.userId);
        const initial = defaultSiteSettings({ currency: user.currency });
        if (!(await claimSiteTag(db, request.venue.id, tag, initial, now))) {
          throw new ApiError('ERR_CONFLICT', 'Another venue has that site tag', {
            reason: 'site-tag-taken',
            path: 'tag',
            message: 'Another venue has that site tag',
          });
        }
        // The page names its own address (canonical): a published site is built again.
        const row = await loadSite(db, request.venue.id);
        if (row?.published) await buildSite(db, address, request.venue.id, now);
        return siteAnswer(db, address, request.venue.id);
      },
    );

    app.put(
      base,
      { config: { venue: 'load', rateLimit: SITE_SAVE_RATE_LIMIT } },
      async (request) => {
        const { settings } = parseBody(sitePublishBodySchema, request.body);
        const venueId = request.venue.id;
        const now = new Date();
        if (settings.published) {
          await requirePro(db, request.userId, venueId, now.getTime());
          const row = await loadSite(db, venueId);
          if (!row?.tag) throw badRequest('site-tag-missing', 'tag');
        }
        await checkImages(db, venueId, settings);
        await saveSiteSettings(db, venueId, settings, now);
        if (settings.published) await buildSite(db, address, venueId, now);
        return {
          user: await loadUser(db, request.userId),
          ...(await siteAnswer(db, address, venueId)),
        };
      },
    );

    app.post(
      `${base}/refresh`,
      { config: { venue: 'load' }, preHandler: syncLimit },
      async (request): Promise<SiteRefreshAnswer> => {
        const venueId = request.venue.id;
        const row = await loadSite(db, venueId);
        if (!row?.published || !row.tag) {
          return { published: false, builtAt: null };
        }
        const now = new Date();
        await requirePro(db, request.userId, venueId, now.getTime());
        const build = await buildSite(db, address, venueId, now);
        return { published: true, builtAt: build ? build.builtAt.toISOString() : null };
      },
    );
  };
