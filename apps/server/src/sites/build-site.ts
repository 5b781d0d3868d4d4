import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { siteModel, type Allergen, type SiteModel } from '@larder/domain';
import type { Db } from '../db/database.js';
import { siteAssets } from '../db/schema.js';
import type { PageImage } from './render/site-page.js';
import { sitePage } from './render/site-page.js';
import { loadSiteRecords } from './site-records.js';
import { loadSite, settingsOf, storeSiteBuild, type SiteBuild } from './site-store.js';
import { assetContainer, assetPath, siteUrl, type SiteAddress } from './site-urls.js';
import { usdaResolver } from './usda-foods.js';

/** What the public routes keep of a build to draw a filtered page: the model and its images. */
export interface SitePageData {
  site: SiteModel;
  images: Record<string, PageImage>;
}

/** A strong ETag of a page's bytes. */
export const etagOf = (text: string): string =>
  `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** The venue's stored images, by name, as the page shows them. */
async function pageImages(db: Db, venueId: string): Promise<Record<string, PageImage>> {
  const rows = await db.select().from(siteAssets).where(eq(siteAssets.venueId, venueId));
  const container = assetContainer(venueId);
  return Object.fromEntries(
    rows.map((r) => [
      r.name,
      { url: assetPath(container, r.name), width: r.width, height: r.height },
    ]),
  );
}

/** The page of a site's data, as the public routes draw it (the diner's filter applied before). */
export function drawSitePage(
  address: SiteAddress,
  data: SitePageData,
  avoided: readonly Allergen[] = [],
): string {
  return sitePage(
    data.site,
    {
      canonical: siteUrl(address, data.site.tag),
      origin: address.publicUrl,
      image: (name) => data.images[name],
    },
    { avoided },
  );
}

/**
 * Builds a venue's public page again from the records the server holds (the published venue
 * sync of product spec §4): the domain's site model over the synced items, menus and PROFILE,
 * laid out as HTML, with its ETag, and stored. Null when the venue has no site tag yet.
 */
export async function buildSite(
  db: Db,
  address: SiteAddress,
  venueId: string,
  now: Date,
): Promise<(SiteBuild & { page: SitePageData }) | null> {
  const row = await loadSite(db, venueId);
  if (!row?.tag) return null;
  const settings = settingsOf(row);
  const records = await loadSiteRecords(db, venueId);
  const resolveNutritionId = settings.showNutrition ? await usdaResolver() : undefined;
  const site = siteModel({
    tag: row.tag,
    venueName: records.venueName,
    settings,
    items: records.items,
    menus: records.menus,
    profile: records.profile,
    ...(records.units ? { units: records.units } : {}),
    ...(resolveNutritionId ? { resolveNutritionId } : {}),
  });
  const page: SitePageData = { site, images: await pageImages(db, venueId) };
  const html = drawSitePage(address, page);
  const build = { page, html, etag: etagOf(html), builtAt: now };
  await storeSiteBuild(db, venueId, build);
  return build;
}
