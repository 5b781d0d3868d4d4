import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { preactAliases } from './preact-aliases';
import { serviceWorkerRegistration } from './service-worker-registration';

/** The HTML the public pages' entry is built into: the frame each page is written in. */
export const PUBLIC_PAGE_TEMPLATE = 'public-page.html';

/** A file of the public pages' entry: where it goes in the build, and its content. */
export interface PublicEntryFile {
  fileName: string;
  source: string | Uint8Array;
}

/**
 * Builds the public pages' entry (public-page.html and public-main.tsx) on its own, with
 * Preact in place of React (decision 0008): the prerendered pages hydrate with a few KB of
 * runtime instead of React's. Its files are named `assets/public-*`, beside the app's, and
 * returned, not written: the app's build emits them, so they are compressed and precached
 * like its own.
 */
export async function buildPublicEntry(
  webRoot: string,
  pwa: () => readonly Plugin[],
): Promise<PublicEntryFile[]> {
  const result = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react(), serviceWorkerRegistration(pwa)],
    resolve: { alias: preactAliases(webRoot) },
    build: {
      write: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: { public: PUBLIC_PAGE_TEMPLATE },
        output: {
          entryFileNames: 'assets/public-[hash].js',
          chunkFileNames: 'assets/public-[name]-[hash].js',
          assetFileNames: 'assets/public-[name]-[hash][extname]',
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) =>
    output.output.map((file) => ({
      fileName: file.fileName,
      source: file.type === 'chunk' ? file.code : file.source,
    })),
  );
}
