import { createHash } from 'node:crypto';

/** Where sites are reached: the server's address, and SITE_DOMAIN when set. */
export interface SiteAddress {
  publicUrl: string;
  domain: string | undefined;
}

/**
 * A site's address: https://{tag}.{SITE_DOMAIN}/ when the server has a site domain (with the
 * scheme of PUBLIC_URL), else {PUBLIC_URL}/s/{tag}. Both answer; this one is canonical.
 */
export function siteUrl(address: SiteAddress, tag: string): string {
  if (!address.domain) return `${address.publicUrl}/s/${tag}`;
  const scheme = new URL(address.publicUrl).protocol;
  return `${scheme}//${tag}.${address.domain}/`;
}

/**
 * The storage folder of a venue's site images: made from the venue id by the server (never
 * from a request), and not the id itself, so a public image address does not name the venue.
 */
export const assetContainer = (venueId: string): string =>
  `v${createHash('sha256').update(`site-assets:${venueId}`).digest('hex').slice(0, 24)}`;

/** The public path of a stored site image. */
export const assetPath = (container: string, name: string): string =>
  `/site-assets/${container}/${name}`;
