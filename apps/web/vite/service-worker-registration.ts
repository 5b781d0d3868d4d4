import type { Plugin } from 'vite';

/** The function of a plugin hook, written either as a function or as `{ handler }`. */
function handlerOf<H>(hook: H | { handler: H }): H {
  return typeof hook === 'function' ? hook : (hook as { handler: H }).handler;
}

/**
 * `virtual:pwa-register/*` for another build, answered by the app's PWA plugin: the public
 * pages register the same service worker, with the same options, as the app.
 */
export function serviceWorkerRegistration(pwaPlugins: Plugin[]): Plugin {
  const pwa = pwaPlugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
  if (!pwa?.resolveId || !pwa.load) throw new Error('The PWA plugin answers no virtual module');
  const resolveId = handlerOf(pwa.resolveId);
  const load = handlerOf(pwa.load);
  return {
    name: 'larder:service-worker-registration',
    resolveId(id, importer, options) {
      return id.startsWith('virtual:pwa-register')
        ? resolveId.call(this, id, importer, options)
        : undefined;
    },
    load(id, options) {
      return load.call(this, id, options);
    },
  };
}
