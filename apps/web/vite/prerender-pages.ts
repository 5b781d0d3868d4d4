import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { buildPublicEntry, PUBLIC_PAGE_TEMPLATE } from './public-entry-build';
import { serviceWorkerRegistration } from './service-worker-registration';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

interface Renderer {
  renderPublicPages(): Promise<{ file: string; path: string | null; head: string; body: string }[]>;
  appRoutesFile(): { file: string; source: string };
}

/**
 * The renderer, built for Node from src/app/prerender/render-pages.tsx (the same modules the
 * browser runs; style sheets left out) into a folder under node_modules, so the libraries it
 * imports resolve as they do for the app. It renders with React: Preact hydrates React's
 * markup as it is (docs/decisions/0008-public-pages-on-preact.md).
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
function inlineStyleSheets(html: string, styleSheets: Map<string, string>): string {
  return html.replace(
    /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"[^>]*>/g,
    (link, fileName: string) => {
      const sheet = styleSheets.get(fileName);
      return sheet === undefined ? link : `<style>${sheet}</style>`;
    },
  );
}

/** The template with a page's head and body in their places. */
function fillTemplate(template: string, page: { head: string; body: string }): string {
  return template.replace('<!--page-head-->', page.head).replace('<!--page-body-->', page.body);
}

/**
 * Builds and prerenders the public pages (the issue "Fast everywhere"): the public entry is
 * built for the browser on Preact (`buildPublicEntry`), its files join the app's build; then
 * each public page is rendered at build time into a copy of the entry's HTML (scripts and
 * style sheets in place), `pages/<path>/index.html` and `pages/404.html`; the route patterns
 * of the app go beside them (`pages/app-routes.json`). They are compressed and precached like
 * the rest. `serviceWorker` gives the app's PWA plugins, whose registration module the public
 * entry uses too.
 */
export function prerenderPages(serviceWorker: () => Plugin[]): Plugin & { api: PrerenderApi } {
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
      const files = await buildPublicEntry(webRoot, serviceWorkerRegistration(serviceWorker()));
      let template: string | undefined;
      const styleSheets = new Map<string, string>();
      for (const file of files) {
        const source = file.type === 'chunk' ? file.code : file.source;
        if (file.fileName === PUBLIC_PAGE_TEMPLATE) {
          template = String(source);
          continue;
        }
        if (file.fileName.endsWith('.css')) styleSheets.set(file.fileName, String(source));
        const same = bundle[file.fileName];
        if (same) {
          const sameSource = same.type === 'chunk' ? same.code : same.source;
          // A file of both builds (a hashed name is its content): written once.
          if (Buffer.from(sameSource).equals(Buffer.from(source))) continue;
          this.error(`${file.fileName} differs between the app and the public pages`);
        }
        this.emitFile({ type: 'asset', fileName: file.fileName, source });
      }
      if (template === undefined) this.error(`${PUBLIC_PAGE_TEMPLATE} is not in the build`);
      const html = inlineStyleSheets(template, styleSheets);
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
