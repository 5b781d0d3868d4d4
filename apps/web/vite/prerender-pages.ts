import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The HTML the public pages' entry is built into: the frame each page is written in. */
export const PUBLIC_PAGE_TEMPLATE = 'public-page.html';

interface Renderer {
  renderPublicPages(): Promise<{ file: string; path: string | null; head: string; body: string }[]>;
  appRoutesFile(): { file: string; source: string };
}

/**
 * The renderer, built for Node from src/app/prerender/render-pages.tsx (the same modules the
 * browser runs; style sheets left out) into a folder under node_modules, so the libraries it
 * imports resolve as they do for the app.
 */
async function loadRenderer(): Promise<{ renderer: Renderer; done: () => Promise<void> }> {
  const outDir = path.join(webRoot, 'node_modules', '.larder-prerender');
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: {
        'virtual:pwa-register/react': path.join(
          webRoot,
          'src/app/prerender/pwa-register-static.ts',
        ),
      },
    },
    ssr: { noExternal: ['@larder/domain', '@larder/data'] },
    build: {
      ssr: 'src/app/prerender/render-pages.tsx',
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
    },
  });
  const renderer = (await import(
    pathToFileURL(path.join(outDir, 'render-pages.js')).href
  )) as Renderer;
  return { renderer, done: () => rm(outDir, { recursive: true, force: true }) };
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

export interface PrerenderApi {
  /**
   * The service worker's precache list with each prerendered page under its address
   * ('pages/pricing/index.html' is precached as '/pricing', as the server sends it), so the
   * public pages open offline; the not-found page is left out (offline, the app shows its own).
   */
  precacheEntries<T extends PrecacheEntry>(entries: T[]): T[];
}

/**
 * The public pages' style sheets written into the page (style-src allows inline styles): a
 * page paints from its HTML alone, with no request for CSS before the first paint.
 */
function inlineStyleSheets(html: string, bundle: OutputBundle): string {
  return html.replace(
    /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"[^>]*>/g,
    (link, fileName: string) => {
      const sheet = bundle[fileName];
      return sheet && sheet.type === 'asset' ? `<style>${String(sheet.source)}</style>` : link;
    },
  );
}

/** The template with a page's head and body in their places. */
function fillTemplate(template: string, page: { head: string; body: string }): string {
  return template.replace('<!--page-head-->', page.head).replace('<!--page-body-->', page.body);
}

/**
 * Prerenders the public pages (the issue "Fast everywhere"): once the browser build has made
 * the public entry's HTML (scripts and style sheets in place), each public page is rendered
 * with React's static rendering into a copy of it, `pages/<path>/index.html` and
 * `pages/404.html`; the route patterns of the app go beside them (`pages/app-routes.json`).
 * They join the build's files, so they are compressed and precached like the rest.
 */
export function prerenderPages(): Plugin & { api: PrerenderApi } {
  /** Each prerendered page's file and address, once rendered. */
  const addresses = new Map<string, string | null>();
  return {
    api: {
      precacheEntries(entries) {
        return entries.flatMap((entry) => {
          if (!addresses.has(entry.url)) return [entry];
          const address = addresses.get(entry.url);
          return address ? [{ ...entry, url: address }] : [];
        });
      },
    },
    name: 'larder:prerender-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const template = bundle[PUBLIC_PAGE_TEMPLATE];
      if (!template || template.type !== 'asset') {
        this.error(`${PUBLIC_PAGE_TEMPLATE} is not in the build`);
      }
      const html = inlineStyleSheets(String(template.source), bundle);
      delete bundle[PUBLIC_PAGE_TEMPLATE];
      const { renderer, done } = await loadRenderer();
      try {
        for (const page of await renderer.renderPublicPages()) {
          addresses.set(page.file, page.path);
          this.emitFile({ type: 'asset', fileName: page.file, source: fillTemplate(html, page) });
        }
        const routes = renderer.appRoutesFile();
        this.emitFile({ type: 'asset', fileName: routes.file, source: routes.source });
      } finally {
        await done();
      }
    },
  };
}
