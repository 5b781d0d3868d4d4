import app from '../../locales/en/app.json';
import common from '../../locales/en/common.json';
import components from '../../locales/en/components.json';
import errors from '../../locales/en/errors.json';
import publicTexts from '../../locales/en/public.json';
import type { PublicCatalogues } from './public-page-namespaces';

/** The English of the public pages, in their bundle: the prerendered HTML is English. */
export const PUBLIC_ENGLISH: PublicCatalogues = {
  common,
  errors,
  public: publicTexts,
  app,
  components,
};

/** The French of the public pages, one chunk fetched only for a visitor who reads French. */
export const loadPublicFrench = async (): Promise<PublicCatalogues> =>
  (await import('./public-catalogues-fr')).PUBLIC_FRENCH;
