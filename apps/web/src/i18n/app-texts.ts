import { loadCatalogueFile } from './catalogue-files';
import { FRAME_ENGLISH } from './frame-catalogues-en';
import type { StartI18n } from './i18n';
import { FRAME_NAMESPACES } from './namespaces';

/**
 * How the app starts its texts: the frame's, English bundled and any other language fetched
 * before the app draws; each screen's catalogue is fetched with the screen, one file per
 * language and namespace.
 */
export const APP_TEXTS: StartI18n = {
  bundled: { en: FRAME_ENGLISH },
  namespaces: FRAME_NAMESPACES,
  load: loadCatalogueFile,
};
