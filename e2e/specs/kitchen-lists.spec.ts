import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recalculateAll, type CatalogueItem } from '@larder/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EventMenuLines } from '../page-models/event-menu-lines.js';
import { HelpGuide } from '../page-models/help-guide.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { KitchenListScreens } from '../page-models/kitchen-list-screens.js';
import { PlannerScreens } from '../page-models/planner-screens.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import {
  artifactsDir,
  baseURL,
  fastSyncPage,
  screenshot,
  useBrowser,
  goOffline,
} from '../support/harness.js';
import { readPdf } from '../support/pdf-text.js';
import { pushRecords, sessionOf, type SeedRecord } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Prep Chef',
  email: uniqueEmail('kitchen'),
  password: 'prep chef password',
};

/**
 * The kitchen of the journeys, worked out (operations-model §2, §3):
 * Flour: a 25 kg bag at 30.00. Tomatoes: 2 cases at 96.00, a case of 12 cans of 400 g
 * (4800 g, 48.00 a case). Lettuce: a 10 kg case at 30.00. Tomatoes and lettuce from Acme.
 *   Tomato sauce: 2 cans + 200 g flour = 1000 g a batch.
 *   Pizza: 500 g flour + 250 g sauce = 750 g a batch, 2 servings of 375 g.
 *   Salad: 1500 g lettuce a batch, 10 servings of 150 g.
 * A wedding for 80 guests: a pizza serving each (80: 40 batches, 30 kg) and 80 salads in all
 * (8 batches, 12 kg). The sauce: 40 x 250 g = 10 kg, 10 batches.
 * To buy: 20 cans = 8000 g of tomatoes, 2 cases (96.00); 12 kg of lettuce, 2 cases (60.00);
 * 40 x 500 g + 10 x 200 g = 22 kg of flour, 1 bag (30.00). Acme 156.00, in all 186.00.
 */
const ITEMS: CatalogueItem[] = recalculateAll([
  {
    type: 'single',
    foodkey: 'FLOUR',
    name: 'Flour',
    purchaseprice: 30,
    purchaseqty: 1,
    purchaseunit: 'bag',
    package_qty1: 25,
    package_unit1: 'kg',
  },
  {
    type: 'single',
    foodkey: 'TOMATOES',
    name: 'Tomatoes',
    purchaseprice: 96,
    purchaseqty: 2,
    purchaseunit: 'case',
    package_qty1: 12,
    package_unit1: 'can',
    package_qty2: 400,
    package_unit2: 'g',
    supplier: 'Acme',
  },
  {
    type: 'single',
    foodkey: 'LETTUCE',
    name: 'Lettuce',
    purchaseprice: 30,
    purchaseqty: 1,
    purchaseunit: 'case',
    package_qty1: 10,
    package_unit1: 'kg',
    supplier: 'acme',
  },
  {
    type: 'recipe',
    foodkey: 'TOMATO SAUCE',
    name: 'Tomato sauce',
    items: [
      { name: 'TOMATOES', qty_value: 2, qty_unit: 'can' },
      { name: 'FLOUR', qty_value: 200, qty_unit: 'g' },
    ],
    servingsize: 100,
    servingsize_unit: 'g',
    storagearea: 'Fridge',
    category: 'Sauces',
  },
  {
    type: 'recipe',
    foodkey: 'PIZZA',
    name: 'Pizza',
    items: [
      { name: 'FLOUR', qty_value: 500, qty_unit: 'g' },
      { name: 'TOMATO SAUCE', qty_value: 250, qty_unit: 'g' },
    ],
    servingsize: 375,
    servingsize_unit: 'g',
    storagearea: 'Pass',
    category: 'Mains',
    menuitem: true,
  },
  {
    type: 'recipe',
    foodkey: 'SALAD',
    name: 'Salad',
    items: [{ name: 'LETTUCE', qty_value: 1500, qty_unit: 'g' }],
    servingsize: 150,
    servingsize_unit: 'g',
    storagearea: 'Fridge',
    category: 'Starters',
    menuitem: true,
  },
] as CatalogueItem[]);

const SEED: SeedRecord[] = [
  ...ITEMS.map((doc) => ({ kind: 'item', key: doc.foodkey, doc })),
  {
    kind: 'supplier',
    key: 'ACME',
    doc: {
      skey: 'ACME',
      type: 'supplier',
      name: 'Acme Foods',
      email: 'orders@acme.example',
      ingredients: [
        { foodkey: 'TOMATOES', code: 'T-400' },
        { foodkey: 'LETTUCE', code: 'L-10' },
      ],
    },
  },
];

/** The last day of the month the planner opens on: never before today. */
const lastDayOfMonth = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}`;
  });

/** Prints the page as a PDF of `format` and keeps it under e2e/artifacts for review. */
async function printed(page: Page, format: 'A4' | 'Letter', name: string): Promise<Uint8Array> {
  const bytes = await page.pdf({ format, printBackground: true });
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(path.join(artifactsDir, `${name}-${format}.pdf`), bytes);
  return bytes;
}

/** Text of a printed page with its white space removed (pdf.js splits runs at will). */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('kitchen lists journeys', () => {
  const laptop = useBrowser();
  const tablet = useBrowser();
  let day = '';
  let eventLabel = '';

  it('(a) a wedding for 80 gives its prep list in batches and its order list in whole cases', async () => {
    const page = await fastSyncPage(laptop);
    await signUpWithVenue(page, { account, venue: { name: 'Wedding Kitchen' } });
    await pushRecords(baseURL(), await sessionOf(page), SEED);

    // The app's own sync brings the seeded items in.
    await page.getByRole('link', { name: 'Recipes', exact: true }).first().click();
    await page.getByText('3 of 3 recipes', { exact: true }).waitFor({ timeout: 30_000 });

    // The wedding, planned on its day in the planner.
    const planner = new PlannerScreens(page);
    await planner.open();
    day = await lastDayOfMonth(page);
    eventLabel = `Wedding, Wedding (${day})`;
    await planner.clickDay(day);
    await planner.field(/^Name/).fill('Wedding');
    await planner.field('Type').selectOption('wedding');
    await planner.field(/^Guests/).fill('80');
    const menu = new EventMenuLines(page);
    await menu.add({ recipe: 'Pizza', perGuest: 1 }, 1);
    await menu.add({ recipe: 'Salad', total: 80 }, 2);
    await planner.save();

    // Alt+P: the prep list panel; the wedding chosen in its picker.
    const lists = new KitchenListScreens(page);
    await lists.shortcut('p', 'prep-list');
    expect(await lists.panel().getByTestId('prep-list-empty').textContent()).toContain(
      'Nothing to prepare',
    );
    await lists.chooseList(eventLabel);
    await expect.poll(() => lists.prepAmount('PIZZA').textContent()).toBe('30 kg · 40 batches');
    expect(await lists.prepAmount('TOMATO SAUCE').textContent()).toBe('10 kg · 10 batches');
    expect(await lists.prepAmount('SALAD').textContent()).toBe('12 kg · 8 batches');
    // By storage area: Fridge (Sauces, Starters) before Pass.
    expect(
      await lists
        .panel()
        .locator('[data-testid="prep-line"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-foodkey'))),
    ).toEqual(['TOMATO SAUCE', 'SALAD', 'PIZZA']);
    await screenshot(page, 'prep-list-panel');

    // Alt+O: the order list takes the panel's place.
    await lists.shortcut('o', 'order-list');
    expect(await lists.panel().count()).toBe(1);
    await expect.poll(() => lists.orderUnits('TOMATOES').textContent()).toBe('2 cases');
    expect(await lists.orderUnits('LETTUCE').textContent()).toBe('2 cases');
    expect(await lists.orderUnits('FLOUR').textContent()).toBe('1 bag');
    const acme = lists.orderGroup('ACME');
    expect(await acme.getByTestId('order-group-total').textContent()).toBe(
      'Total Acme Foods: $156.0000',
    );
    expect(await lists.panel().getByTestId('order-total').textContent()).toBe(
      'Order total: $186.0000',
    );
    expect(await lists.orderGroup('').getByRole('heading').textContent()).toBe('No supplier');
    await screenshot(page, 'order-list-panel');

    // Sent to Acme's stored address (the server keeps it in its outbox here).
    await acme.getByTestId('send-order').click();
    await expect.poll(() => acme.getByTestId('send-order-status').textContent()).toBe('Sent');

    // F1 swaps it for the help guide, on the page of the planner (the screen it was opened on);
    // Alt+P brings the prep list back.
    await page.keyboard.press('F1');
    await page.locator('[data-testid="side-panel"][data-panel="help"]').waitFor();
    const help = new HelpGuide(page);
    await help.sectionHeading('What the figures mean').waitFor();
    expect(await help.pageTitle().textContent()).toBe('Planner');
    await lists.shortcut('p', 'prep-list');
    expect(await lists.panel().count()).toBe(1);
  }, 180_000);

  it('prints the prep and order lists on one A4 and one Letter page, totals and all', async () => {
    const page = laptop.context.pages().at(-1)!;
    const lists = new KitchenListScreens(page);
    await lists.panel().getByTestId('prep-list-page-link').click();
    await page.waitForURL((url) => url.pathname === '/prep-list');
    await lists.prepLine('PIZZA', page.getByTestId('printable-prep-list')).waitFor();
    for (const format of ['A4', 'Letter'] as const) {
      const pages = await readPdf(await printed(page, format, 'prep-list'));
      expect(pages, format).toHaveLength(1);
      const text = squeezed(pages[0]!.text);
      for (const shown of [
        'Tomatosauce',
        'Pizza',
        'Salad',
        '30kg',
        '40',
        `Preplist:Wedding(80guests),${day}`,
      ]) {
        expect(text, `${format}: ${shown}`).toContain(shown);
      }
      for (const chrome of ['Dashboard', 'Savedpreplists', 'Print']) {
        expect(text, `${format}: ${chrome}`).not.toContain(chrome);
      }
    }

    await page.keyboard.press('Alt+o');
    await lists.panel().getByTestId('order-list-page-link').click();
    await page.waitForURL((url) => url.pathname === '/order-list');
    await lists.orderUnits('TOMATOES', page.getByTestId('printable-order-list')).waitFor();
    await screenshot(page, 'order-list-page');
    for (const format of ['A4', 'Letter'] as const) {
      const pages = await readPdf(await printed(page, format, 'order-list'));
      expect(pages, format).toHaveLength(1);
      const text = squeezed(pages[0]!.text);
      for (const shown of [
        `Orderlist:Wedding(80guests),${day}`,
        'AcmeFoods',
        'T-400',
        '2cases',
        'TotalAcmeFoods:$156.0000',
        'Ordertotal:$186.0000',
      ]) {
        expect(text, `${format}: ${shown}`).toContain(shown);
      }
      for (const chrome of ['Dashboard', 'Sendtosupplier', 'Export']) {
        expect(text, `${format}: ${chrome}`).not.toContain(chrome);
      }
    }
  }, 120_000);

  it('(c) two devices tick different prep lines offline, and both see both ticks once online', async () => {
    const a = laptop.context.pages().at(-1)!;
    await a.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await a.waitForURL((url) => url.pathname === '/dash');
    const b = await fastSyncPage(tablet);
    await signInToDashboard(b, account);

    const listsA = new KitchenListScreens(a);
    const listsB = new KitchenListScreens(b);
    if ((await listsA.openPanel()) !== 'prep-list') await listsA.shortcut('p', 'prep-list');
    await listsB.shortcut('p', 'prep-list');
    await expect
      .poll(
        async () => {
          await listsB.panel().getByTestId('kitchen-list-picker').click();
          const found = await b.getByRole('option', { name: eventLabel }).count();
          await b.keyboard.press('Escape');
          return found;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await listsB.chooseList(eventLabel);
    await listsB.tick('SALAD').waitFor();

    await goOffline(laptop);
    await goOffline(tablet);
    await listsA.tickDone('PIZZA');
    await listsB.tickDone('SALAD');
    expect(await listsA.tick('SALAD').isChecked()).toBe(false);
    expect(await listsB.tick('PIZZA').isChecked()).toBe(false);

    await laptop.context.setOffline(false);
    await tablet.context.setOffline(false);
    for (const lists of [listsA, listsB]) {
      for (const foodkey of ['PIZZA', 'SALAD']) {
        await expect.poll(() => lists.tick(foodkey).isChecked(), { timeout: 30_000 }).toBe(true);
      }
      expect(await lists.tick('TOMATO SAUCE').isChecked()).toBe(false);
    }
  }, 180_000);
});
