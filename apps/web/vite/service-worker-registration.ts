import type { Plugin } from 'vite';

type Hook = Plugin['resolveId'] | Plugin['load'];

/** A plugin hook's function, whether it is written as a function or as { handler }. */
function handlerOf(hook: Hook): ((...args: unknown[]) => unknown) | null {
  if (!hook) return null;
  if (typeof hook === 'function') return hook as (...args: unknown[]) => unknown;
  return (hook as { handler: (...args: unknown[]) => unknown }).handler;
}

/**
 * Gives a second build (the public pages' entry) the service worker's registration module
 * (virtual:pwa-register/react) as the app's build makes it, by asking the app's PWA plugin:
 * both register the same /sw.js with the same options.
 */
export function serviceWorkerRegistration(pwa: () => readonly Plugin[]): Plugin {
  const main = () => {
    const plugin = pwa().find((candidate) => candidate.name === 'vite-plugin-pwa');
    if (!plugin) throw new Error('The PWA plugin is not in the build');
    return plugin;
  };
  return {
    name: 'larder:service-worker-registration',
    enforce: 'pre',
    resolveId(id, ...rest) {
      if (!id.startsWith('virtual:pwa-register')) return null;
      return handlerOf(main().resolveId)?.call(this, id, ...rest) as string | undefined;
    },
    load(id, ...rest) {
      if (!id.includes('virtual:pwa-register')) return null;
      return handlerOf(main().load)?.call(this, id, ...rest) as string | undefined;
    },
  };
}
