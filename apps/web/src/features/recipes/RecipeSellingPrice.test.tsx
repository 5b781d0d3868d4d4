import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, save, type } from '../../test/form-fields';
import { text } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { openRecipeForm } from './recipe-form-routes';
import { seedRecipes } from './recipe-test-data';
import { saveRecord } from '@larder/data';

const venue = setUpTestVenue();

/** A venue whose prices include 20 % tax; suggested prices end in .95; target 30 %. */
const pricedVenue = async () => {
  await seedRecipes(venue.store);
  await venue.store.apply(
    saveRecord('settings', {
      skey: 'PROFILE',
      venue_name: 'Bistro',
      taxPercent: 20,
      priceEnding: '.95',
      pricesIncludeTax: true,
    }),
  );
};

const SAUCE_EDIT = '/recipe-edit/TOMATO%20SAUCE';

/**
 * Tomato sauce: 1 can of tomatoes ($4.0000) less 100 g water = 300 g in 100 g servings:
 * $1.3333 a serving. Sold at 6.00 with 20 % tax in it: net 5.00, food cost 1.3333 / 5.00 =
 * 26.7 %, gross profit 3.67; suggested 1.3333 / 30 % x 1.20 = 5.33, rounded up to .95: 5.95.
 */
describe('the recipe selling price (operations-model §7, §10)', { timeout: 60_000 }, () => {
  it('sale price with the venue tax: live net price, food cost, profit and suggested price; saved and shown on the page', async () => {
    await pricedVenue();
    const { router } = await openRecipeForm(SAUCE_EDIT);
    expect(field('Sale price').value).toBe('');
    expect(field('Tax %').value).toBe('');
    expect(await screen.findByText("Tax in the price. Blank: the venue's (20%).")).toBeTruthy();
    type('Sale price', '6');
    expect(text('recipe-sale-price')).toBe('$6.00');
    expect(text('recipe-tax')).toBe("20% (the venue's)");
    expect(text('recipe-net-price')).toBe('$5.00');
    expect(text('recipe-food-cost')).toBe('26.7%');
    expect(text('recipe-gross-profit')).toBe('$3.67');
    expect(text('recipe-suggested-price')).toBe('$5.95');
    expect(screen.queryByTestId('recipe-over-target')).toBeNull();

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/TOMATO%20SAUCE'));
    const saved = (await venue.store.itemMap()).get('TOMATO SAUCE');
    expect(saved).toMatchObject({ saleprice: 6, taxpercent: null });
    await screen.findByTestId('recipe-detail', {}, { timeout: 10_000 });
    expect(text('recipe-sale-price')).toBe('$6.00');
    expect(text('recipe-net-price')).toBe('$5.00');
    expect(text('recipe-food-cost')).toBe('26.7%');
    expect(text('recipe-gross-profit')).toBe('$3.67');
    expect(text('recipe-suggested-price')).toBe('$5.95');
  });

  it("a recipe's own tax wins over the venue's; a low price shows as over the target", async () => {
    await pricedVenue();
    await openRecipeForm(SAUCE_EDIT);
    await screen.findByText("Tax in the price. Blank: the venue's (20%).");
    type('Sale price', '4');
    type('Tax %', '0');
    expect(text('recipe-tax')).toBe('0%');
    expect(text('recipe-net-price')).toBe('$4.00');
    // 1.3333 / 4.00 = 33.3 %, over the 30 % target.
    expect(text('recipe-food-cost')).toBe('33.3%');
    expect(text('recipe-over-target')).toBe('over the 30% target');
    // 1.3333 / 30 % = 4.44, no tax: 4.95
    expect(text('recipe-suggested-price')).toBe('$4.95');
  });

  it('refuses a sale price of 0 and a tax of 100 % or more, naming the field; nothing is saved', async () => {
    await pricedVenue();
    const { router } = await openRecipeForm(SAUCE_EDIT);
    type('Sale price', '0');
    type('Tax %', '100');
    save();
    expect(await screen.findByText('Sale price must be above 0')).toBeTruthy();
    expect(screen.getByText('Tax % must be below 100')).toBeTruthy();
    expect(router.state.location.pathname).toBe(SAUCE_EDIT);
    type('Sale price', '-3');
    type('Tax %', '-1');
    save();
    expect(await screen.findByText('Sale price must be above 0')).toBeTruthy();
    expect(screen.getByText('Tax % must be at least 0')).toBeTruthy();
    const stored = (await venue.store.itemMap()).get('TOMATO SAUCE');
    expect(stored?.saleprice ?? null).toBeNull();
    expect(stored?.taxpercent ?? null).toBeNull();
  });
});
