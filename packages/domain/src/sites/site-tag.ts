import { z } from 'zod';
import { issue, type DomainIssue } from '../errors';

/**
 * The reserved site tags (product spec §3 "Other catalogues"): words a venue site may never
 * take, since they name the product's own subdomains.
 */
export const RESERVED_SITE_TAGS = [
  'www',
  'admin',
  'api',
  'app',
  'blog',
  'cdn',
  'dev',
  'docs',
  'email',
  'files',
  'help',
  'mail',
  'test',
  'support',
  'sample',
  'demo',
  'preview',
] as const;

/** The shortest and longest site tag. */
export const SITE_TAG_MIN_LENGTH = 3;
export const SITE_TAG_MAX_LENGTH = 30;

/**
 * A site tag: lower-case letters, digits and hyphens, 3 to 30 characters, neither starting nor
 * ending with a hyphen. It is a DNS label too ({tag}.SITE_DOMAIN), which this shape keeps valid.
 */
export const SITE_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;

/**
 * What a site tag check answers (product spec §5, §7 "site tag validate → status"): 'ok' when
 * the venue may take it, 'invalid' when it breaks the rule, 'inuse' when it is reserved or
 * another venue holds it.
 */
export type SiteTagStatus = 'ok' | 'invalid' | 'inuse';

const RESERVED: ReadonlySet<string> = new Set(RESERVED_SITE_TAGS);

/** True for a tag on the reserved list. */
export const isReservedSiteTag = (tag: string): boolean => RESERVED.has(tag);

/**
 * Why a tag cannot be taken whatever other venues hold: `site-tag-invalid` (with the length
 * limits) for one that breaks the rule, `site-tag-reserved` for a reserved word; null when
 * only the server can tell (another venue may hold it).
 */
export function siteTagIssue(tag: string, path = 'tag'): DomainIssue | null {
  if (!SITE_TAG_PATTERN.test(tag)) {
    return {
      ...issue('site-tag-invalid', path),
      params: { minimum: SITE_TAG_MIN_LENGTH, maximum: SITE_TAG_MAX_LENGTH },
    };
  }
  return isReservedSiteTag(tag) ? issue('site-tag-reserved', path) : null;
}

/**
 * The status the browser gives a tag without a call (product spec §5: a reserved tag is
 * 'inuse' at once, with no call): 'invalid', 'inuse', or null when the server must be asked.
 */
export function localSiteTagStatus(tag: string): Exclude<SiteTagStatus, 'ok'> | null {
  const found = siteTagIssue(tag);
  if (!found) return null;
  return found.reason === 'site-tag-reserved' ? 'inuse' : 'invalid';
}

/** A site tag as a request body carries it (any string: the rule is checked on its own). */
export const siteTagInputSchema = z.string().max(200);
