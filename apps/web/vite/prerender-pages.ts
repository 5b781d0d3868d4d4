import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { buildPublicEntry, PUBLIC_PAGE_TEMPLATE, type PublicEntryFile } from './public-entry-build';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

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
function inlineStyleSheets(html: string, sheets: ReadonlyMap<string, string>): string {
  return html.replace(
    /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"[^>]*>/g,
    (link, fileName: string) => {
      const sheet = sheets.get(fileName);
      return sheet === undefined ? link : `<style>${sheet}</style>`;
    },
  );
}

const isStyleSheet = (file: PublicEntryFile) => file.fileName.endsWith('.css');

/** The template with a page's head and body in their places. */
function fillTemplate(template: string, page: { head: string; body: string }): string {
  return template.replace('<!--page-head-->', page.head).replace('<!--page-body-->', page.body);
}

/**
 * Prerenders the public pages: once the public entry is built on its own (its HTML with its
 * scripts in place and its style sheets written in), each public page is rendered
 * with React's static rendering into a copy of it, `pages/<path>/index.html` and
 * `pages/404.html`; the route patterns of the app go beside them (`pages/app-routes.json`).
 * They join the build's files, so they are compressed and precached like the rest.
 */
export function prerenderPages(pwa: () => readonly Plugin[]): Plugin & { api: PrerenderApi } {
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
    async generateBundle() {
      const files = await buildPublicEntry(webRoot, pwa);
      const template = files.find((file) => file.fileName === PUBLIC_PAGE_TEMPLATE);
      if (!template) this.error(`${PUBLIC_PAGE_TEMPLATE} is not in the public entry's build`);
      const sheets = new Map(
        files.filter(isStyleSheet).map((file) => [file.fileName, String(file.source)]),
      );
      const html = inlineStyleSheets(String(template.source), sheets);
      for (const file of files) {
        if (file === template || isStyleSheet(file)) continue;
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
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
