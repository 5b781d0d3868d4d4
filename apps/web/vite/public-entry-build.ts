import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { PREACT_DEDUPE, preactAliases } from './preact-aliases';

/** The HTML the public pages' entry is built into: the frame each page is written in. */
export const PUBLIC_PAGE_TEMPLATE = 'public-page.html';

type OutputFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

/**
 * Builds the public pages' entry for the browser on its own, with React's names given to
 * Preact (docs/decisions/0008-public-pages-on-preact.md): a build is one module graph, and the
 * app, built beside it, keeps React. `serviceWorker` gives the registration module
 * (`virtual:pwa-register/react`) as the app's build makes it. Nothing is written: the files
 * are handed to the app's build, which writes, compresses and precaches them.
 */
export async function buildPublicEntry(
  webRoot: string,
  serviceWorker: Plugin,
): Promise<OutputFile[]> {
  const result = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    plugins: [react(), serviceWorker],
    resolve: { alias: preactAliases(webRoot), dedupe: PREACT_DEDUPE },
    build: {
      write: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: { public: PUBLIC_PAGE_TEMPLATE },
        // React Router reads `useOptimistic` when React has it; Preact has not.
        checks: { importIsUndefined: false },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}
