import type { Database } from '../db/database.js';
import { statement } from '../db/statements.js';

/** What a public request for a tag finds. */
export type PublicLookup =
  | { kind: 'none' }
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; html: string; etag: string; builtAt: Date | null }
  | { kind: 'data'; data: unknown; etag: string };

interface TagRow {
  redirect_until: Date | string | null;
  tag: string | null;
  published: boolean;
  etag: string | null;
  built_at: Date | string | null;
}

const FROM = `from site_tags t
  join sites s on s.venue_id = t.venue_id
  join venues v on v.id = t.venue_id
  where t.tag = $1 and v.deleted = false`;

/** The one read of a public page: its HTML, by the tag, in one named statement. */
const pageByTag = statement(
  'site_page_by_tag',
  `select t.redirect_until, s.tag, s.published, s.etag, s.built_at, s.html ${FROM}`,
);
/** The read of a filtered page: the stored model instead of the HTML. */
const dataByTag = statement(
  'site_data_by_tag',
  `select t.redirect_until, s.tag, s.published, s.etag, s.built_at, s.model ${FROM}`,
);

const dateOf = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * Looks a tag up for the public routes: a published site's page (or the data a filtered page
 * is drawn from), a redirect from an old tag still within its 30 days to the venue's tag now,
 * or nothing (unknown tag, a site not published or not built, a deleted venue).
 */
export async function lookUpSite(
  database: Pick<Database, 'query'>,
  tag: string,
  want: 'page' | 'data',
  now: Date,
): Promise<PublicLookup> {
  const [row] = await database.query<TagRow & { html?: string | null; model?: unknown }>(
    want === 'page' ? pageByTag : dataByTag,
    [tag],
  );
  if (!row || !row.published || !row.etag) return { kind: 'none' };
  const redirectUntil = dateOf(row.redirect_until);
  if (redirectUntil !== null) {
    return redirectUntil > now && row.tag ? { kind: 'redirect', to: row.tag } : { kind: 'none' };
  }
  if (want === 'data')
    return row.model ? { kind: 'data', data: row.model, etag: row.etag } : { kind: 'none' };
  return row.html
    ? { kind: 'page', html: row.html, etag: row.etag, builtAt: dateOf(row.built_at) }
    : { kind: 'none' };
}
