import { keyFromName } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { AppScreens } from '../page-models/app-screens.js';
import { PublicPages } from '../page-models/public-pages.js';
import { SampleVenueScreens } from '../page-models/sample-venue-screens.js';
import { signUpToVenueAdd } from '../page-models/sign-in-flows.js';
import { seriousViolations } from '../support/accessibility.js';
import { useBrowser } from '../support/harness.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const PUBLIC_PAGES = ['/', '/gallery', '/pricing', '/contact', '/terms', '/privacy', '/signin'];

/** Items of the sample venue that the screens with a key open. */
const INGREDIENT = encodeURIComponent(keyFromName('Atlantic salmon fillet'));
const RECIPE = encodeURIComponent(keyFromName('Bistro burger'));
const PACKAGING = encodeURIComponent(keyFromName('Dessert jar, 4 oz, with lid'));
const SUPPLIER = encodeURIComponent(keyFromName('Green Valley Produce'));
const MENU = encodeURIComponent(keyFromName('Lunch'));

/** Every screen of the route table, with the sample venue's items where a key is needed. */
const APP_SCREENS = [
  '/dash',
  '/ingredients',
  `/ingredients/${INGREDIENT}`,
  '/ingredients-list-editor',
  '/menu-pricing',
  '/recipes',
  `/recipes/${RECIPE}`,
  `/recipe-scaler/${RECIPE}`,
  '/packaging-items',
  `/packaging-items/${PACKAGING}`,
  '/suppliers',
  `/suppliers/${SUPPLIER}`,
  '/planner',
  '/estimates',
  '/menu',
  `/menu/${MENU}`,
  '/inventory-editor',
  '/subscription-manage',
  '/categories-editor',
  '/settings',
  '/restricted-reset',
  '/prep-list',
  '/order-list',
  '/ingredient-add/new',
  `/ingredient-edit/${INGREDIENT}`,
  '/recipe-add/new',
  `/recipe-edit/${RECIPE}`,
  '/packaging-item-add/new',
  `/packaging-item-edit/${PACKAGING}`,
  '/supplier-add/new',
  `/supplier-edit/${SUPPLIER}`,
  `/price-list-import/${SUPPLIER}`,
  '/menu-add/new',
  `/menu-edit/${MENU}`,
  '/event-editor',
  '/costing-editor',
  '/venue-select',
  '/venue-add',
];

describe('accessibility (axe-core): no serious or critical violation', () => {
  const browser = useBrowser();

  it('on every public page and the not-found page', async () => {
    const pages = new PublicPages(await browser.page());
    const found: string[] = [];
    for (const path of [...PUBLIC_PAGES, '/no/such/page']) {
      await pages.open(path);
      await pages.waitForHydration();
      found.push(...(await seriousViolations(pages.page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  it('on every screen of the app, with the sample venue open', { timeout: 600_000 }, async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpToVenueAdd(page, {
      name: 'Axe Cook',
      email: uniqueEmail('axe'),
      password: 'axe cook password',
    });
    await new SampleVenueScreens(page).trySampleVenue();
    await page.waitForURL((url) => url.pathname === '/dash', { timeout: 60_000 });
    const screens = new AppScreens(page);
    const { venueId } = await sessionOf(page);
    await screens.open('/estimates');
    const estimate = await screens.firstLinkTo('/estimates/');
    const found: string[] = [];
    for (const path of [...APP_SCREENS, estimate, `/venue-edit/${venueId}`]) {
      await screens.open(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });
});
