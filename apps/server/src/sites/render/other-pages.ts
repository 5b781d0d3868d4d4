import { markup } from './html.js';

/**
 * The answer for a tag no published site has (unknown, unpublished, deleted venue): a short
 * page that says so, kept out of search engines.
 */
export function siteNotFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Site not found</title><style>body{font:16px/1.5 system-ui,sans-serif;color:#1f1f1f;max-width:560px;margin:64px auto;padding:0 16px}</style></head><body><main><h1>Site not found</h1><p>No venue publishes a site at this address. Check the address, or ask the venue for its site.</p></main></body></html>`;
}

/** The site's sitemap: its one page, with when it was last built. */
export function siteSitemap(url: string, builtAt: Date | null): string {
  const lastmod = builtAt ? markup`<lastmod>${builtAt.toISOString()}</lastmod>` : null;
  const body = markup`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${url}</loc>${lastmod}</url></urlset>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body.text}\n`;
}
