import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { LabelScreens } from '../page-models/label-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Label Chef',
  email: uniqueEmail('labels'),
  password: 'label chef password',
};

/**
 * Pancake batter from three USDA SR24 foods of the bundled database: 200 g flour (20081,
 * 1522.976 kJ/100 g), 300 g whole milk (01211, 255.224 kJ) and 50 g salted butter (01001,
 * 2999.928 kJ) = 550 g at (304595.2 + 76567.2 + 149996.4) / 550 = 965.74 kJ per 100 g.
 * 110 g servings: 5 per batch, 1062.3 kJ each = 253.9 kcal (kJ / 4.184), 254 kcal in the EU
 * (kJ x 0.239); US and Canada round calories over 50 to the nearest 10: 250.
 * The lines each format must draw (whole lines of the label's text):
 */
const EXPECTED: Record<string, { layout: string; lines: string[] }> = {
  'au-std': {
    layout: 'au-std',
    lines: [
      'NUTRITION INFORMATION',
      'Servings per package: 5',
      'Serving size: 110 g',
      '1060 kJ',
      '966 kJ',
      '10.5 g',
      '9.5 g',
      '98 mg',
      '89 mg',
    ],
  },
  'au-ext': {
    layout: 'au-ext',
    lines: ['NUTRITION INFORMATION', '% Daily intake*', '1060 kJ', '254 Cal', '966 kJ', '231 Cal'],
  },
  'us-std': {
    layout: 'us-std',
    lines: [
      'Nutrition Facts',
      '5 servings per container',
      'Serving size',
      '110g',
      'Calories',
      '250',
      'Total Fat',
      '10g',
      '13%',
      'Saturated Fat',
      '6g',
      '30%',
      'Cholesterol',
      '30mg',
      'Sodium',
      '100mg',
      'Total Carbohydrate',
      '33g',
      'Protein',
      '6g',
    ],
  },
  'us-sim': { layout: 'us-std', lines: ['Nutrition Facts', 'Calories', '250', '10g'] },
  'us-tab': { layout: 'us-tab', lines: ['Nutrition', 'Facts', 'Calories', '250', '10g', '13%'] },
  'us-stab': {
    layout: 'us-stab',
    lines: ['Nutrition Facts', 'Serv size', '110g', '250', 'Sat fat', '%DV = %Daily Value'],
  },
  'eu-std': {
    layout: 'eu-std',
    lines: [
      'Nutrition information',
      'Per 100 g',
      '966 kJ',
      '231 kcal',
      '9.5 g',
      '5.7 g',
      'Salt',
      '0.22 g',
    ],
  },
  'eu-ext': {
    layout: 'eu-ext',
    lines: [
      'Nutrition information',
      'Portions per pack: 5',
      'Per portion (110 g)',
      '966 kJ',
      '1062 kJ',
      '254 kcal',
      '0.25 g',
    ],
  },
  'ca-bi': {
    layout: 'ca-bi',
    lines: [
      'Nutrition Facts',
      'Valeur nutritive',
      'Per 110 g',
      'pour 110 g',
      '250',
      'Fat / Lipides',
      '10 g',
      '13%',
      '0.3 g',
      '32%',
    ],
  },
  'ca-bi-hor': {
    layout: 'ca-bi-hor',
    lines: ['Nutrition Facts', 'Valeur nutritive', '250', 'Fat / Lipides', '10 g', '100 mg'],
  },
  'ca-std-eng': {
    layout: 'ca-std-eng',
    lines: [
      'Nutrition Facts',
      'Per 110 g',
      '250',
      'Fat',
      '10 g',
      '13%',
      '*5% or less is a little, 15% or more is a lot',
    ],
  },
  'ca-std-fr': {
    layout: 'ca-std-fr',
    lines: [
      'Valeur nutritive',
      'Pour 110 g',
      '250',
      'Lipides',
      '0,3 g',
      '13 %',
      'Fer',
      "*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup",
    ],
  },
};

/** Width and height of a PNG from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('nutrition labels journey', () => {
  const browser = useBrowser();

  it('builds a recipe from USDA foods and draws, checks and saves its label in all 12 formats', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpWithVenue(page, { account, venue: { name: 'Label Bistro' } });

    // Three ingredients, each linked to its USDA food through the offline search.
    const ingredients = new IngredientScreens(page);
    const labels = new LabelScreens(page);
    const foods = [
      {
        name: 'Flour',
        query: 'wheat flour white all-purpose enriched bleached',
        food: 'Wheat flour, white, all-purpose, enriched, bleached',
        id: '20081',
        allergens: ['Gluten (cereals)'],
      },
      {
        name: 'Whole milk',
        query: 'milk whole 3.25% without added vitamin A',
        food: 'Milk, whole, 3.25% milkfat, without added vitamin A and vitamin D',
        id: '01211',
        allergens: ['Milk'],
      },
      {
        name: 'Butter',
        query: 'butter salted',
        food: 'Butter, salted',
        id: '01001',
        allergens: ['Milk'],
      },
    ];
    for (const f of foods) {
      await ingredients.add({ name: f.name, price: 10, qty: 1, unit: 'kg' });
      await labels.linkUsdaFood(f.query, f.food, f.allergens);
      await expect
        .poll(() => labels.nutritionSource().textContent())
        .toBe(`Source: USDA ${f.id}: ${f.food}`);
    }
    // The butter's own page: its values per 100 g and its label (100 g serving).
    expect(await labels.ingredientNutrient('energy').textContent()).toBe('3000 kJ');
    await labels.chooseFormat('eu-std');
    expect(await labels.labelLines()).toContain('3000 kJ');
    expect(await labels.labelLines()).toContain('717 kcal');
    expect(await labels.allergens().textContent()).toBe('Contains: Milk');

    const recipes = new RecipeScreens(page);
    await recipes.add({
      name: 'Pancake batter',
      lines: [
        { item: 'Flour', qty: 200, unit: 'g' },
        { item: 'Whole milk', qty: 300, unit: 'g' },
        { item: 'Butter', qty: 50, unit: 'g' },
      ],
      servingGrams: 110,
    });
    await labels.label().waitFor();
    expect(await labels.recipeNutrition().textContent()).toContain('Energy 966 kJ');
    expect(await labels.noNutritionStack().count()).toBe(0);
    expect(await labels.allergens().textContent()).toBe('Contains: Gluten, Milk');
    // The format chosen on the butter's label is remembered.
    expect(await labels.label().getAttribute('data-format')).toBe('eu-std');

    for (const [format, { layout, lines }] of Object.entries(EXPECTED)) {
      await labels.chooseFormat(format);
      expect(await labels.label().getAttribute('data-layout')).toBe(layout);
      const drawn = await labels.labelLines();
      for (const line of lines) expect(drawn, `${format}: ${line}`).toContain(line);
      if (format === 'us-sim') {
        expect(await labels.fallback().textContent()).toContain(
          'The US standard vertical format is shown instead.',
        );
      } else {
        expect(await labels.fallback().count()).toBe(0);
      }
      await labels.settle();
      await screenshot(page, `label-${format}`);
    }
    expect(await page.evaluate(() => localStorage.getItem('nutritionLabelFormat'))).toBe(
      'ca-std-fr',
    );

    // SVG and PNG files of the US standard label, at its real size.
    await labels.chooseFormat('us-std');
    const size = await labels.labelSize();
    expect(size.width).toBeGreaterThan(150);
    const svgFile = await labels.download('SVG');
    expect(svgFile.suggestedFilename()).toBe('pancake-batter-us-std.svg');
    const svg = await readFile((await svgFile.path()) ?? '', 'utf8');
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${size.width} ${size.height}"`);
    expect(svg).toContain(`width="${size.width}pt"`);
    expect(svg).toContain('Nutrition Facts');
    const pngFile = await labels.download('PNG');
    expect(pngFile.suggestedFilename()).toBe('pancake-batter-us-std.png');
    const png = await readFile((await pngFile.path()) ?? '');
    expect(pngSize(png)).toEqual({
      width: Math.round((size.width / 72) * 300),
      height: Math.round((size.height / 72) * 300),
    });

    // Printing shows the label alone, at its size in points.
    await labels.startPrint();
    await page.emulateMedia({ media: 'print' });
    expect(await labels.appRoot().isVisible()).toBe(false);
    expect(await labels.printedLabel().isVisible()).toBe(true);
    expect(await labels.printedLabel().getAttribute('width')).toBe(`${size.width}pt`);
    await screenshot(page, 'label-print-us-std');
    await labels.finishPrint();
    await page.emulateMedia({ media: 'screen' });
    expect(await labels.printedLabel().count()).toBe(0);
    expect(await labels.appRoot().isVisible()).toBe(true);

    // A line without nutrition data: the recipe has no nutrition stack, clearly marked.
    await ingredients.add({ name: 'Sugar syrup', price: 4, qty: 1, unit: 'kg' });
    await recipes.add({
      name: 'Sweet batter',
      lines: [
        { item: 'Flour', qty: 200, unit: 'g' },
        { item: 'Sugar syrup', qty: 50, unit: 'g' },
      ],
      servingGrams: 50,
    });
    const notice = labels.noNutritionStack();
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Incomplete: no nutrition stack');
    expect(await notice.textContent()).toContain('Sugar syrup');
    expect(await labels.incompleteMark().textContent()).toBe('INCOMPLETE DATA');
    expect(await labels.action('Download SVG').isDisabled()).toBe(true);
    await labels.settle();
    await screenshot(page, 'label-no-nutrition-stack');
  });
});
