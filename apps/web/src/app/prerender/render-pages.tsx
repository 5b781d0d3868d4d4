import {
  APP_ROUTES_FILE,
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_PATH_SLOT,
  PRERENDERED_PAGE_PATHS,
  prerenderedPageFile,
} from '@larder/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { pageHeadOf } from '../public/page-head';
import { startPublicI18n } from '../public/public-language';
import { publicScreenAt } from '../public/public-routes';
import { PublicRoot } from '../public/PublicRoot';
import { documentTitle } from '../routes/route-handle';
import { SCREEN_ROUTES } from '../routes/route-table';

/** A public page rendered at build time: where it goes, its head and its body. */
export interface RenderedPage {
  /** The path in the built app's folder ('pages/pricing/index.html'). */
  file: string;
  /** The page's address ('/pricing'); null for the not-found page, which has none. */
  path: string | null;
  /** Title, meta description and canonical link (relative: the server adds the origin). */
  head: string;
  /** The markup of #root, as the browser's first render draws it. */
  body: string;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Renders the public page at `path` with React's static rendering, in its layout. */
async function renderPage(path: string, file: string): Promise<RenderedPage> {
  const address = path === NOT_FOUND_PATH_SLOT ? null : path;
  const route = publicScreenAt(path);
  const Page = await route.Page();
  const body = renderToString(
    <StrictMode>
      <PublicRoot route={route} path={path} Page={Page} />
    </StrictMode>,
  );
  const title = route.handle.title;
  const { description, canonicalPath } = pageHeadOf(path);
  const head = [
    `<title>${escapeHtml(documentTitle(title))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    canonicalPath
      ? `<link rel="canonical" href="${escapeHtml(canonicalPath)}" />`
      : '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  return { file, path: address, head, body };
}

/**
 * Every prerendered page: the public pages and /signin, and the not-found page, which shows
 * NOT_FOUND_PATH_SLOT where the server writes the address asked for. They are in English, from
 * the catalogues the public pages' bundle holds, as the browser hydrates them.
 */
export async function renderPublicPages(): Promise<RenderedPage[]> {
  await startPublicI18n();
  const pages: RenderedPage[] = [];
  for (const path of PRERENDERED_PAGE_PATHS) {
    pages.push(await renderPage(path, prerenderedPageFile(path)));
  }
  pages.push(await renderPage(NOT_FOUND_PATH_SLOT, NOT_FOUND_PAGE_FILE));
  return pages;
}

/** The route patterns of the app's own screens (not the public pages, not '*'). */
export function appRoutePatterns(): string[] {
  return SCREEN_ROUTES.map((route) => route.path).filter(
    (path) => path !== '*' && !PRERENDERED_PAGE_PATHS.includes(path),
  );
}

/** The file of the app's route patterns, for the server. */
export function appRoutesFile(): { file: string; source: string } {
  return { file: APP_ROUTES_FILE, source: `${JSON.stringify(appRoutePatterns(), null, 2)}\n` };
}
