import type { ResourceLanguage } from 'i18next';
import app from '../../locales/en/app.json';
import common from '../../locales/en/common.json';
import components from '../../locales/en/components.json';
import errors from '../../locales/en/errors.json';
import publicTexts from '../../locales/en/public.json';
import type { Namespace } from '../../i18n/namespaces';

/**
 * The catalogues the public pages draw: their own texts and the words they share (the public
 * namespaces), and those of the frame around them (layouts, status bar, service-worker toast,
 * splash). Only these are in the public pages' bundle; the app's other catalogues never load.
 */
export const PUBLIC_PAGE_NAMESPACES = [
  'common',
  'errors',
  'public',
  'app',
  'components',
] as const satisfies readonly Namespace[];

export type PublicPageNamespace = (typeof PUBLIC_PAGE_NAMESPACES)[number];

/** A language's catalogues of the public pages, by namespace. */
export type PublicCatalogues = Readonly<Record<PublicPageNamespace, ResourceLanguage>>;

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
