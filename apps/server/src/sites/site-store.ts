import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { defaultSiteSettings, siteSettingsSchema, type SiteSettings } from '@larder/domain';
import type { Db } from '../db/database.js';
import { sites, siteTags, venues } from '../db/schema.js';

/** How long an old site tag answers with a redirect to the new one (and no venue takes it). */
export const OLD_TAG_REDIRECT_DAYS = 30;
const DAY_MS = 86_400_000;

export type SiteRow = typeof sites.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The settings a stored row holds, or the defaults for a venue without a site yet. */
export function settingsOf(row: Pick<SiteRow, 'settings'> | undefined): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : defaultSiteSettings();
}

/** The venue's site row, or undefined when it never had one. */
export async function loadSite(db: Pick<Db, 'select'>, venueId: string) {
  const [row] = await db.select().from(sites).where(eq(sites.venueId, venueId));
  return row;
}

/** The venue's site row, made with the default settings when missing, locked for the transaction. */
async function lockedSite(tx: Tx, venueId: string, initial: SiteSettings): Promise<SiteRow> {
  await tx.insert(sites).values({ venueId, settings: initial }).onConflictDoNothing();
  const [row] = await tx.select().from(sites).where(eq(sites.venueId, venueId)).for('update');
  if (!row) throw new Error(`site of venue ${venueId} missing`);
  return row;
}

/**
 * Gives the venue `tag` (save site tag, product spec §7), in one transaction: the tag's row in
 * `site_tags` is inserted, or taken over when it is the venue's own old tag, its redirect has
 * ended or its venue was deleted; the venue's previous tag then redirects for OLD_TAG_REDIRECT_DAYS. Answers false, and
 * changes nothing, when another venue holds the tag: the primary key of `site_tags` makes one of
 * two venues racing for a tag win, whatever the timing.
 */
export async function claimSiteTag(
  db: Db,
  venueId: string,
  tag: string,
  initial: SiteSettings,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const site = await lockedSite(tx, venueId, initial);
    if (site.tag === tag) return true;
    const claimed = await tx
      .insert(siteTags)
      .values({ tag, venueId })
      .onConflictDoUpdate({
        target: siteTags.tag,
        set: { venueId, redirectUntil: null, createdAt: now },
        setWhere: or(
          eq(siteTags.venueId, venueId),
          lt(siteTags.redirectUntil, now),
          inArray(
            siteTags.venueId,
            tx.select({ id: venues.id }).from(venues).where(eq(venues.deleted, true)),
          ),
        ),
      })
      .returning({ tag: siteTags.tag });
    if (claimed.length === 0) return false;
    if (site.tag) {
      await tx
        .update(siteTags)
        .set({ redirectUntil: new Date(now.getTime() + OLD_TAG_REDIRECT_DAYS * DAY_MS) })
        .where(and(eq(siteTags.tag, site.tag), eq(siteTags.venueId, venueId)));
    }
    await tx.update(sites).set({ tag, updatedAt: now }).where(eq(sites.venueId, venueId));
    return true;
  });
}

/**
 * Whether another live venue holds `tag` now: as its live tag, or as an old one still
 * redirecting (a deleted venue's tags are free).
 * The answer of the tag check; the claim itself is decided by `claimSiteTag`.
 */
export async function tagHeldByOther(
  db: Pick<Db, 'select'>,
  venueId: string,
  tag: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({
      venueId: siteTags.venueId,
      redirectUntil: siteTags.redirectUntil,
      deleted: venues.deleted,
    })
    .from(siteTags)
    .innerJoin(venues, eq(venues.id, siteTags.venueId))
    .where(eq(siteTags.tag, tag));
  if (!row || row.venueId === venueId || row.deleted) return false;
  return row.redirectUntil === null || row.redirectUntil > now;
}

/** Stores the venue's publish settings (set venue publish); the site row is made if missing. */
export async function saveSiteSettings(
  db: Db,
  venueId: string,
  settings: SiteSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(sites)
    .values({ venueId, settings, published: settings.published, updatedAt: now })
    .onConflictDoUpdate({
      target: sites.venueId,
      set: { settings, published: settings.published, updatedAt: now },
    });
}

/** The public page as built: what a filtered page is drawn from, the page's HTML and ETag. */
export interface SiteBuild {
  /** The site model and the images it shows (build-site.ts `SitePageData`), as JSON. */
  page: unknown;
  html: string;
  etag: string;
  builtAt: Date;
}

/** Stores a build of the venue's public page. */
export async function storeSiteBuild(db: Db, venueId: string, build: SiteBuild): Promise<void> {
  await db
    .update(sites)
    .set({
      model: build.page,
      html: build.html,
      etag: build.etag,
      builtAt: build.builtAt,
      updatedAt: sql`now()`,
    })
    .where(eq(sites.venueId, venueId));
}
