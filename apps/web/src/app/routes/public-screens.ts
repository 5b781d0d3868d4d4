import { screen, type ScreenRoute } from './screen-route';

// The public pages, each loaded on demand. The public pages' own entry (prerendered HTML,
// `app/public/`) imports this file and not the route table, so it never loads the app.

/**
 * The public routes of spec section 2 (no sign-in), with the sentence search engines show for
 * each (its meta description).
 */
export const PUBLIC_SCREENS: readonly ScreenRoute[] = [
  screen('/', 'home', 'Home', 'Food costing, recipes and labels for restaurants and caterers.', {
    Page: () => import('../../features/home/HomePage').then((m) => m.HomePage),
  }),
  screen('/gallery', 'home', 'Gallery', 'A tour of the screens in Larder.', {
    Page: () => import('../../features/gallery/GalleryPage').then((m) => m.GalleryPage),
  }),
  screen('/pricing', 'home', 'Pricing', 'Larder Pro plans per venue, per year.', {
    Page: () => import('../../features/pricing/PricingPage').then((m) => m.PricingPage),
  }),
  screen('/contact', 'home', 'Contact', 'Write to the Larder team.', {
    Page: () => import('../../features/contact/ContactPage').then((m) => m.ContactPage),
  }),
  screen('/terms', 'default', 'Terms of service', 'The terms for using Larder.', {
    Page: () => import('../../features/legal/TermsPage').then((m) => m.TermsPage),
  }),
  screen('/privacy', 'default', 'Privacy policy', 'How Larder handles your data.', {
    Page: () => import('../../features/legal/PrivacyPage').then((m) => m.PrivacyPage),
  }),
  screen('/signin', 'default', 'Sign in', 'Sign in with your work or personal account.', {
    Page: () => import('../../features/signin/SignInPage').then((m) => m.SignInPage),
  }),
];

/** Any other path. */
export const NOT_FOUND_SCREEN: ScreenRoute = screen(
  '*',
  'default',
  'Page not found',
  'There is no page at this address.',
  { Page: () => import('../../features/not-found/NotFoundPage').then((m) => m.NotFoundPage) },
);

/** Each public page's meta description, by path ('*': the not-found page). */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Larder: instant offline food costing, exact nutrition labels in 12 national formats, and nothing lost. For restaurants and caterers.',
  '/gallery':
    'A tour of Larder: ingredients, recipes, menus, labels, prep and order lists, stock counts and the planner, on a phone, a tablet or a computer.',
  '/pricing':
    'Larder Pro is priced per venue per year, the same for every venue; licence packs for the app store version.',
  '/contact':
    'Questions about costing, labels, plans or your venue’s data? Write to the Larder team and we answer by e-mail.',
  '/terms': 'The terms of service for using Larder, the food costing and kitchen management app.',
  '/privacy': 'How Larder keeps, syncs and protects your venues’ data, and what you can ask of us.',
  '/signin':
    'Sign in to Larder with your work or personal account to open your venues on this device.',
  '*': 'There is no page at this address. Larder: food costing and kitchen management.',
};
