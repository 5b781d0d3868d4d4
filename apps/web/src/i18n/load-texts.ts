import { i18n } from './i18n';
import type { Namespace } from './namespaces';

/**
 * Loads catalogues in the interface language (and English, its fallback) when they are not
 * loaded yet; resolves once they are, so what draws them shows no keys. A catalogue that
 * cannot be fetched (offline before the service worker holds it) leaves English, if loaded.
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}

/** `load` (a module fetched on demand) once it and the texts it draws are loaded. */
export function withTexts<T>(
  namespaces: readonly Namespace[],
  load: () => Promise<T>,
): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), loadTexts(namespaces)]);
    return loaded;
  };
}
