import { eq } from 'drizzle-orm';
import type { SiteAnswer, SiteAsset } from '@larder/domain';
import type { Db } from '../db/database.js';
import { siteAssets } from '../db/schema.js';
import { loadSite, settingsOf, type SiteRow } from './site-store.js';
import { assetContainer, assetPath, siteUrl, type SiteAddress } from './site-urls.js';

/** A stored image as the owner's screens list it. */
export const siteAssetOf = (
  venueId: string,
  row: Pick<typeof siteAssets.$inferSelect, 'name' | 'width' | 'height' | 'bytes'>,
): SiteAsset => ({
  name: row.name,
  url: assetPath(assetContainer(venueId), row.name),
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

/** The venue's site as its owner sees it: tag, settings, address, last build, stored images. */
export async function siteAnswer(
  db: Db,
  address: SiteAddress,
  venueId: string,
  row?: SiteRow,
): Promise<SiteAnswer> {
  const site = row ?? (await loadSite(db, venueId));
  const assets = await db
    .select()
    .from(siteAssets)
    .where(eq(siteAssets.venueId, venueId))
    .orderBy(siteAssets.createdAt);
  const tag = site?.tag ?? null;
  return {
    site: {
      tag,
      settings: settingsOf(site),
      url: tag ? siteUrl(address, tag) : null,
      builtAt: site?.builtAt ? site.builtAt.toISOString() : null,
    },
    siteDomain: address.domain ?? null,
    assets: assets.map((a) => siteAssetOf(venueId, a)),
  };
}
