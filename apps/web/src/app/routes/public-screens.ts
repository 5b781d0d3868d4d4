import { i18n } from '../../i18n/i18n';
import { screen, type ScreenRoute } from './screen';

// The public pages, each loaded on demand. The public pages' own entry (prerendered HTML,
// `app/public/`) imports this file and not the route table, so it never loads the app.

/**
 * The public routes of spec section 2 (no sign-in), with the sentence search engines show for
 * each (its meta description).
 */
export const PUBLIC_SCREENS: readonly ScreenRoute[] = [
  screen('/', 'home', 'home', {
    Page: () => import('../../features/home/HomePage').then((m) => m.HomePage),
  }),
  screen('/gallery', 'home', 'gallery', {
    Page: () => import('../../features/gallery/GalleryPage').then((m) => m.GalleryPage),
  }),
  screen('/pricing', 'home', 'pricing', {
    Page: () => import('../../features/pricing/PricingPage').then((m) => m.PricingPage),
  }),
  screen('/contact', 'home', 'contact', {
    Page: () => import('../../features/contact/ContactPage').then((m) => m.ContactPage),
  }),
  screen('/terms', 'default', 'terms', {
    Page: () => import('../../features/legal/TermsPage').then((m) => m.TermsPage),
  }),
  screen('/privacy', 'default', 'privacy', {
    Page: () => import('../../features/legal/PrivacyPage').then((m) => m.PrivacyPage),
  }),
  screen('/signin', 'default', 'signIn', {
    Page: () => import('../../features/signin/SignInPage').then((m) => m.SignInPage),
  }),
];

/** Any other path. */
export const NOT_FOUND_SCREEN: ScreenRoute = screen('*', 'default', 'notFound', {
  Page: () => import('../../features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
});

/** The public pages by path ('*': the not-found page), as the catalogue names them. */
const PUBLIC_TEXTS = {
  '/': 'home',
  '/gallery': 'gallery',
  '/pricing': 'pricing',
  '/contact': 'contact',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/signin': 'signIn',
  '*': 'notFound',
} as const;

/**
 * Each public page's meta description, by path ('*': the not-found page), read in the
 * interface language each time it is read.
 */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(PUBLIC_TEXTS).map(([path, text]) => [
      path,
      { get: () => i18n.t(`app:routes.${text}.description`), enumerable: true },
    ]),
  ),
);
