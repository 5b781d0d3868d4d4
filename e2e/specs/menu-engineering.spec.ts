import { recalculateAll, type CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { MenuEngineeringScreens } from '../page-models/menu-engineering-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { baseURL, fastSyncPage, screenshot, useBrowser } from '../support/harness.js';
import { pushRecords, sessionOf, type SeedRecord } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Menu Engineer',
  email: uniqueEmail('engineering'),
  password: 'menu engineer password',
};

/** A recipe of `grams` of Produce (10.00 a kg), one serving a batch, with its sale price. */
const dish = (foodkey: string, name: string, grams: number, saleprice?: number) => ({
  type: 'recipe',
  foodkey,
  name,
  menuitem: true,
  servingsize_auto: true,
  items: [{ name: 'PRODUCE', qty_value: grams, qty_unit: 'g' }],
  ...(saleprice === undefined ? {} : { saleprice }),
});

/**
 * The Dinner menu's six dishes, costed from Produce at 10.00 a kg (0.01 a gram), the venue's
 * prices without tax (so net price = sale price), and the units sold in the week, worked by
 * hand (operations-model §7):
 *
 * | dish   | cost  | price | gross profit | sold | share          | class     |
 * |--------|-------|-------|--------------|------|----------------|-----------|
 * | Burger |  4.00 | 12.00 |  8.00        |  200 | 200/1000 = 20% | Plowhorse |
 * | Steak  | 12.00 | 30.00 | 18.00        |  150 | 15%            | Star      |
 * | Salad  |  2.00 |  8.00 |  6.00        |  300 | 30%            | Plowhorse |
 * | Fish   |  9.00 | 25.00 | 16.00        |   40 |  4%            | Puzzle    |
 * | Soup   |  3.00 |  6.00 |  3.00        |   60 |  6%            | Dog       |
 * | Pasta  |  5.00 | 15.00 | 10.00        |  250 | 25%            | Star      |
 *
 * n = 6 dishes, 1000 units sold. Popular: share >= 0.7 / 6 = 0.11667 (11.7%): Burger, Steak,
 * Salad and Pasta; Fish (4%) and Soup (6%) are not. Profitable: gross profit >= the sales-weighted
 * average (200x8 + 150x18 + 300x6 + 40x16 + 60x3 + 250x10) / 1000 = (1600 + 2700 + 1800 + 640 +
 * 180 + 2500) / 1000 = 9.42: Steak (18), Fish (16) and Pasta (10); Burger (8), Salad (6) and
 * Soup (3) are not. So Stars: Steak, Pasta; Plowhorses: Burger, Salad; Puzzle: Fish; Dog: Soup.
 * Staff meal is on the Default Menu only, with no sale price.
 */
const ITEMS: CatalogueItem[] = recalculateAll([
  {
    type: 'single',
    foodkey: 'PRODUCE',
    name: 'Produce',
    purchaseprice: 10,
    purchaseqty: 1,
    purchaseunit: 'bag',
    package_qty1: 1,
    package_unit1: 'kg',
  },
  dish('BURGER', 'Burger', 400, 12),
  dish('STEAK', 'Steak', 1200, 30),
  dish('SALAD', 'Salad', 200, 8),
  dish('FISH', 'Fish', 900, 25),
  dish('SOUP', 'Soup', 300, 6),
  dish('PASTA', 'Pasta', 500, 15),
  dish('STAFF MEAL', 'Staff meal', 250),
] as CatalogueItem[]);

const DINNER = ['BURGER', 'STEAK', 'SALAD', 'FISH', 'SOUP', 'PASTA'];

const SEED: SeedRecord[] = [
  ...ITEMS.map((doc) => ({ kind: 'item', key: doc.foodkey, doc })),
  { kind: 'menu', key: 'DINNER', doc: { skey: 'DINNER', name: 'Dinner', menuItems: DINNER } },
];

const SALES = [
  ['Burger', 200],
  ['Steak', 150],
  ['Salad', 300],
  ['Fish', 40],
  ['Soup', 60],
  ['Pasta', 250],
] as const;

describe('menu engineering journey', () => {
  const browser = useBrowser();

  it('(b) classifies a six-dish menu from the sales typed in exactly as the hand-worked table', async () => {
    const page = await fastSyncPage(browser);
    await signUpWithVenue(page, { account, venue: { name: 'Engineering Bistro' } });
    await pushRecords(baseURL(), await sessionOf(page), SEED);

    // The app's own sync brings the seeded recipes and the menu in.
    await page.getByRole('link', { name: 'Recipes', exact: true }).first().click();
    await page.getByText('7 of 7 recipes', { exact: true }).waitFor({ timeout: 30_000 });

    const engineering = new MenuEngineeringScreens(page);
    await engineering.open();
    expect(await engineering.section().getByTestId('engineering-empty').textContent()).toContain(
      'No sales for this period yet',
    );
    await engineering.chooseMenu('Dinner');
    await expect.poll(() => engineering.unitsRows().count()).toBe(6);
    await engineering.typePeriod({
      name: 'Week 11',
      from: '2026-03-09',
      to: '2026-03-15',
      units: SALES,
    });

    await expect
      .poll(() => engineering.rows())
      .toEqual([
        { dish: 'BURGER', units: '200', share: '20.0%', profit: '$8.00', class: 'Plowhorse' },
        { dish: 'STEAK', units: '150', share: '15.0%', profit: '$18.00', class: 'Star' },
        { dish: 'SALAD', units: '300', share: '30.0%', profit: '$6.00', class: 'Plowhorse' },
        { dish: 'FISH', units: '40', share: '4.0%', profit: '$16.00', class: 'Puzzle' },
        { dish: 'SOUP', units: '60', share: '6.0%', profit: '$3.00', class: 'Dog' },
        { dish: 'PASTA', units: '250', share: '25.0%', profit: '$10.00', class: 'Star' },
      ]);
    const caption = await engineering.table().locator('caption').textContent();
    expect(caption).toContain('at least 11.7%');
    expect(caption).toContain('at least $9.42');

    // The chart: one point per dish under its class, and the two thresholds drawn.
    await expect.poll(() => engineering.points('star')).toBe(2);
    expect(await engineering.points('plowhorse')).toBe(2);
    expect(await engineering.points('puzzle')).toBe(1);
    expect(await engineering.points('dog')).toBe(1);
    expect(await engineering.referenceLines().count()).toBe(2);
    expect(await engineering.chart().getAttribute('aria-label')).toContain(
      '2 Stars, 2 Plowhorses, 1 Puzzle, 1 Dog',
    );
    await screenshot(page, 'menu-engineering');

    // Enter in the last dish's cell saved the period: listed, and open again after a reload
    // with the same classes.
    await expect.poll(() => engineering.savedPeriods().count()).toBe(1);
    await engineering.open();
    await expect.poll(() => engineering.unitsCell('Soup').inputValue()).toBe('60');
    await expect
      .poll(async () => (await engineering.rows()).map((r) => r.class))
      .toEqual(['Plowhorse', 'Star', 'Plowhorse', 'Puzzle', 'Dog', 'Star']);
  }, 180_000);

  it('imports the valid rows of a CSV with an unknown dish, after listing it by line', async () => {
    const page = browser.context.pages().at(-1)!;
    const engineering = new MenuEngineeringScreens(page);
    await engineering.form().getByTestId('new-sales-count').click();
    await engineering.chooseMenu('Dinner');
    await engineering.chooseFile(
      'week-12.csv',
      'Dish,Units sold\nBurger,180\nSoupe du jour,12\nPasta,2.5\nsteak,160\n',
    );
    await expect
      .poll(() => engineering.importIssues().allTextContents())
      .toEqual([
        "Line 3: dish 'Soupe du jour' unknown (not on the menu)",
        'Line 4: units sold must be a whole number',
      ]);
    expect(await engineering.unitsCell('Burger').inputValue()).toBe('');
    await screenshot(page, 'menu-engineering-import-issues');
    await engineering.importValidRows();
    await expect.poll(() => engineering.unitsCell('Burger').inputValue()).toBe('180');
    expect(await engineering.unitsCell('Steak').inputValue()).toBe('160');
    expect(await engineering.unitsCell('Pasta').inputValue()).toBe('');
  }, 60_000);
});
