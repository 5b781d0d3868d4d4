import type { ResourceLanguage } from 'i18next';
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
