import app from '../../locales/fr/app.json';
import common from '../../locales/fr/common.json';
import components from '../../locales/fr/components.json';
import errors from '../../locales/fr/errors.json';
import publicTexts from '../../locales/fr/public.json';
import type { PublicCatalogues } from './public-page-namespaces';

/** The French of the public pages (public-catalogues.ts loads this module on demand). */
export const PUBLIC_FRENCH: PublicCatalogues = {
  common,
  errors,
  public: publicTexts,
  app,
  components,
};
