import { z } from 'zod';
import type { SiteSettings } from './site-settings';
import { siteSettingsSchema } from './site-settings';
import { siteTagInputSchema, type SiteTagStatus } from './site-tag';

/** Body of "site tag validate" and "save site tag" (product spec §7): the tag asked for. */
export const siteTagBodySchema = z.strictObject({ tag: siteTagInputSchema });
export type SiteTagBody = z.infer<typeof siteTagBodySchema>;

/** Answer of "site tag validate": 'ok', 'invalid' or 'inuse' (product spec §5). */
export interface SiteTagCheckAnswer {
  status: SiteTagStatus;
}

/** Body of "set venue publish" (product spec §7): the venue's publish settings. */
export const sitePublishBodySchema = z.strictObject({ settings: siteSettingsSchema });
export type SitePublishBody = z.infer<typeof sitePublishBodySchema>;

/** A venue's site as its owner sees it. */
export interface SiteState {
  /** The site tag; null until one is saved. */
  tag: string | null;
  settings: SiteSettings;
  /** Where diners read it: `/s/{tag}` on the server, or `{tag}.SITE_DOMAIN`; null without a tag. */
  url: string | null;
  /** When the public page was last built from the synced records (ISO time); null never. */
  builtAt: string | null;
}

/** A stored site image (the answer of POST /api/SiteAssetUpdate and of the asset list). */
export interface SiteAsset {
  /** The content-hash name the settings refer to (logo, images). */
  name: string;
  /** Where the image is served, cached for a year. */
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** Answer of the site read, "set venue publish" and "save site tag". */
export interface SiteAnswer {
  site: SiteState;
  /** SITE_DOMAIN when the server has one (sites at {tag}.SITE_DOMAIN), else null. */
  siteDomain: string | null;
  /** The venue's stored images ("get managed assets"). */
  assets: SiteAsset[];
}

/** Answer of the published venue sync: whether the site is on, and when it was built. */
export interface SiteRefreshAnswer {
  published: boolean;
  builtAt: string | null;
}
