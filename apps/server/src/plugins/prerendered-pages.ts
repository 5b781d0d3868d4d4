import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APP_ROUTES_FILE,
  matchesRoutePattern,
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_PATH_SLOT,
  PRERENDERED_PAGE_PATHS,
  prerenderedPageFile,
} from '@larder/domain';

/** A page as the server sends it: its HTML and the ETag of that HTML. */
export interface PageAnswer {
  html: string;
  etag: string;
}

/** The public pages the web build prerendered, ready to send. */
export interface PrerenderedPages {
  /** The page of a public path ('/pricing'), or null when the path is not one. */
  page(pathname: string): PageAnswer | null;
  /** Whether the path is a screen of the app (a route pattern of its route table). */
  isAppRoute(pathname: string): boolean;
  /** The not-found page, showing the path that was asked for. */
  notFound(pathname: string): PageAnswer;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const answer = (html: string): PageAnswer => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/** '/pricing/' is '/pricing'; the root stays '/'. */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * Reads the prerendered pages of a built web app (`pages/` in its folder, written by its
 * build) and gives each its canonical address on PUBLIC_URL: the build knows no origin, so its
 * canonical links are paths. Null when the build has no prerendered pages.
 */
export async function loadPrerenderedPages(
  dist: string,
  publicUrl: string,
): Promise<PrerenderedPages | null> {
  const read = (file: string) => readFile(path.join(dist, file), 'utf8');
  let notFoundHtml: string;
  let appRoutes: string[];
  const pages = new Map<string, PageAnswer>();
  try {
    notFoundHtml = await read(NOT_FOUND_PAGE_FILE);
    appRoutes = JSON.parse(await read(APP_ROUTES_FILE)) as string[];
    for (const pagePath of PRERENDERED_PAGE_PATHS) {
      const html = (await read(prerenderedPageFile(pagePath))).replace(
        `rel="canonical" href="${pagePath}"`,
        `rel="canonical" href="${escapeHtml(publicUrl)}${pagePath}"`,
      );
      pages.set(pagePath, answer(html));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return {
    page: (pathname) => pages.get(withoutTrailingSlash(pathname)) ?? null,
    isAppRoute: (pathname) =>
      appRoutes.some((pattern) => matchesRoutePattern(pattern, withoutTrailingSlash(pathname))),
    notFound: (pathname) =>
      answer(notFoundHtml.replaceAll(NOT_FOUND_PATH_SLOT, escapeHtml(pathname))),
  };
}
