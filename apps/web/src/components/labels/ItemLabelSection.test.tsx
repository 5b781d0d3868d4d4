import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_NUTRITION_STACK, type LabelFormat } from '@larder/domain';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useCatalogueItem } from '../catalogue/catalogue-context';
import { renderRoutes } from '../catalogue/test-store';
import { setUpTestVenue } from '../../test/test-venue';
import { ItemLabelSection } from './ItemLabelSection';
import { saveItems } from '@larder/data';

beforeEach(() => {
  localStorage.clear();
});
const venue = setUpTestVenue();

function LabelPage() {
  const { foodkey = '' } = useParams();
  const found = useCatalogueItem(venue.store, foodkey);
  return found.state === 'ready' ? (
    <ItemLabelSection store={venue.store} item={found.item} />
  ) : null;
}

const open = async (foodkey: string) => {
  renderRoutes([{ path: '/label/:foodkey', element: <LabelPage /> }], `/label/${foodkey}`);
  await screen.findByTestId('label-section');
};

/** Per 100 g: 1046 kJ, 10 g fat (3 saturated, 0.2 trans), 30 mg cholesterol, 400 mg sodium... */
const BASE = {
  type: 'single',
  foodkey: 'BASE',
  name: 'Sauce base',
  purchaseprice: 10,
  purchaseqty: 1,
  purchaseunit: 'kg',
  allergens: ['so2', 'milk'],
  usda: {
    energy: 1046,
    fat: 10,
    satu: 3,
    trans: 0.2,
    chol: 30,
    na: 400,
    carbs: 30,
    fiber: 2,
    sugar: 5,
    protein: 8,
    ca: 100,
    fe: 2,
    k: 300,
    vit_d_iu: 40,
  },
};
const PLAIN = {
  type: 'single',
  foodkey: 'PLAIN',
  name: 'Plain stock',
  purchaseprice: 2,
  purchaseqty: 1,
  purchaseunit: 'kg',
};
/** 200 g of the base in 50 g servings: 4 servings per pack, each half of the per-100 g values. */
const SAUCE = {
  type: 'recipe',
  foodkey: 'SAUCE',
  name: 'Cheese sauce',
  items: [{ name: 'BASE', type: 'single', qty_value: 200, qty_unit: 'g' }],
  servingsize: 50,
  servingsize_unit: 'g',
};

const seed = (...items: object[]) => venue.store.apply(saveItems(items as never));

const label = () => screen.getByTestId('nutrition-label');
/** The texts drawn on the label, one per line of text. */
const labelTexts = () =>
  Array.from(label().querySelectorAll('text')).map((t) => t.textContent ?? '');

const pickFormat = async (format: LabelFormat) => {
  fireEvent.change(screen.getByTestId('label-format'), { target: { value: format } });
  await waitFor(() => expect(label().getAttribute('data-format')).toBe(format));
};

/**
 * Key lines of each format for the sauce (50 g serving, 4 per pack): `lines` are drawn as
 * whole lines of text, `phrases` (footnotes, which wrap) are found in the label's running text,
 * `absent` must not be drawn.
 */
const EXPECTED: Record<
  LabelFormat,
  { layout: LabelFormat; lines: string[]; phrases?: string[]; absent?: string[] }
> = {
  'au-std': {
    layout: 'au-std',
    lines: [
      'NUTRITION INFORMATION',
      'Servings per package: 4',
      'Serving size: 50 g',
      'Quantity per serving',
      'Quantity per 100 g',
      'Energy',
      '523 kJ',
      '1050 kJ',
      'Fat, total',
      '—saturated',
      '200 mg',
      '400 mg',
    ],
    absent: ['% Daily intake*'],
  },
  'au-ext': {
    layout: 'au-ext',
    lines: [
      'NUTRITION INFORMATION',
      '% Daily intake*',
      '(per serving)',
      '523 kJ',
      '6%',
      '1050 kJ',
      '125 Cal',
      'Dietary fibre',
      '9%',
    ],
    phrases: ['*Percentage daily intakes are based on an average adult diet of 8700 kJ.'],
  },
  'us-std': {
    layout: 'us-std',
    lines: [
      'Nutrition Facts',
      '4 servings per container',
      'Serving size',
      '50g',
      'Amount per serving',
      'Calories',
      '130',
      '% Daily Value*',
      'Total Fat',
      '5g',
      '6%',
      'Saturated Fat',
      '1.5g',
      '8%',
      'Sodium',
      '200mg',
      '9%',
      'Includes 0g Added Sugars',
      'Vitamin D',
      '0.5mcg',
      'Potassium',
      '150mg',
    ],
    phrases: [
      '*The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
    ],
  },
  'us-sim': {
    layout: 'us-std',
    lines: ['Nutrition Facts', 'Calories', '130', 'Total Fat', '5g'],
  },
  'us-tab': {
    layout: 'us-tab',
    lines: [
      'Nutrition',
      'Facts',
      'Calories',
      '130',
      'Total Fat',
      '5g',
      '6%',
      'Vitamin D 0.5mcg 2% • Calcium 50mg 4% • Iron 1mg 6% • Potassium 150mg 4%',
    ],
  },
  'us-stab': {
    layout: 'us-stab',
    lines: [
      'Nutrition Facts',
      'Serv size',
      '50g',
      'Calories',
      '130',
      'Sat fat',
      'Cholest',
      'Total carb',
      '%DV = %Daily Value',
    ],
  },
  'eu-std': {
    layout: 'eu-std',
    lines: [
      'Nutrition information',
      'Per 100 g',
      '1046 kJ',
      '250 kcal',
      'Fat',
      '10 g',
      'of which saturates',
      '3.0 g',
      'Salt',
      '1.0 g',
    ],
    absent: ['Per portion (50 g)', 'Sodium'],
  },
  'eu-ext': {
    layout: 'eu-ext',
    lines: [
      'Nutrition information',
      'Portions per pack: 4',
      'Per 100 g',
      'Per portion (50 g)',
      '%RI* per portion',
      '1046 kJ',
      '523 kJ',
      '125 kcal',
      '0.50 g',
      '*Reference intake of an average adult (8 400 kJ/2 000 kcal)',
    ],
  },
  'ca-bi': {
    layout: 'ca-bi',
    lines: [
      'Nutrition Facts',
      'Valeur nutritive',
      'Per 50 g',
      'pour 50 g',
      '130',
      '% Daily Value*',
      '% valeur quotidienne*',
      'Fat / Lipides',
      '5 g',
      '7%',
      'Saturated / saturés',
      '1.5 g',
      '+ Trans / trans',
      'Iron / Fer',
      '*5% or less is a little, 15% or more is a lot',
      "*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup",
    ],
  },
  'ca-bi-hor': {
    layout: 'ca-bi-hor',
    lines: [
      'Nutrition Facts',
      'Valeur nutritive',
      'Per 50 g',
      '130',
      'Fat / Lipides',
      '5 g',
      '7%',
      'Sodium',
      '200 mg',
    ],
  },
  'ca-std-eng': {
    layout: 'ca-std-eng',
    lines: [
      'Nutrition Facts',
      'Per 50 g',
      '130',
      '% Daily Value*',
      'Fat',
      '5 g',
      '7%',
      'Saturated',
      '1.5 g',
      '*5% or less is a little, 15% or more is a lot',
    ],
    absent: ['Valeur nutritive'],
  },
  'ca-std-fr': {
    layout: 'ca-std-fr',
    lines: [
      'Valeur nutritive',
      'Portions par contenant',
      'Pour 50 g',
      '130',
      '% valeur quotidienne*',
      'Lipides',
      '5 g',
      '7 %',
      'saturés',
      '1,5 g',
      'Glucides',
      'Protéines',
      'Fer',
      "*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup",
    ],
    absent: ['Nutrition Facts', '1.5 g', '7%'],
  },
};

describe('the nutrition label section', { timeout: 60_000 }, () => {
  it('draws each of the 12 formats from the recipe’s roll-up with its key numbers and headings', async () => {
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    expect(screen.getByTestId('recipe-nutrition').textContent).toContain(
      'Energy 1046 kJ · Total fat 10 g',
    );
    for (const [format, { layout, lines, phrases = [], absent = [] }] of Object.entries(EXPECTED)) {
      await pickFormat(format as LabelFormat);
      expect(label().getAttribute('data-layout')).toBe(layout);
      const drawn = labelTexts();
      for (const line of lines) expect(drawn, `${format}: ${line}`).toContain(line);
      for (const line of absent) expect(drawn, `${format}: ${line}`).not.toContain(line);
      const running = drawn.join(' ');
      for (const phrase of phrases) expect(running, format).toContain(phrase);
      expect(screen.queryByTestId('incomplete-mark')).toBeNull();
    }
  });
});

describe('the label section around the label', { timeout: 30_000 }, () => {
  it('prints bold and italic parts as the format says (US: Total Fat bold, Trans italic)', async () => {
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    await pickFormat('us-std');
    const run = (text: string) =>
      Array.from(label().querySelectorAll('tspan')).find((t) => t.textContent === text);
    expect(run('Total Fat')?.getAttribute('font-weight')).toBe('bold');
    expect(run('Saturated Fat')?.getAttribute('font-weight')).toBeNull();
    expect(run('Trans')?.getAttribute('font-style')).toBe('italic');
    expect(label().querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Cheese sauce: nutrition label, US standard vertical',
    );
  });

  it('falls back from US simplified to US standard and says why', async () => {
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    await pickFormat('us-sim');
    expect(label().getAttribute('data-layout')).toBe('us-std');
    const fallback = screen.getByTestId('label-fallback');
    expect(fallback.textContent).toContain('US simplified format not allowed');
    expect(fallback.textContent).toContain(
      'Only 2 of the 15 nutrients are insignificant; the simplified format needs at least 8 (21 CFR 101.9(f)).',
    );
    expect(fallback.textContent).toContain('The US standard vertical format is shown instead.');
    await pickFormat('us-std');
    expect(screen.queryByTestId('label-fallback')).toBeNull();
  });

  it('draws US simplified when enough nutrients are insignificant', async () => {
    await seed({ ...PLAIN, usda: { energy: 40, carbs: 2, sugar: 2, na: 10 } });
    await open('PLAIN');
    await screen.findByTestId('nutrition-label');
    await pickFormat('us-sim');
    expect(label().getAttribute('data-layout')).toBe('us-sim');
    expect(screen.queryByTestId('label-fallback')).toBeNull();
    const drawn = labelTexts();
    for (const line of [
      'Nutrition Facts',
      'Serving size',
      '100g',
      '10',
      'Total Fat',
      '0g',
      'Sodium',
      '10mg',
    ])
      expect(drawn, line).toContain(line);
    expect(drawn).not.toContain('Cholesterol');
  });

  it('lists the allergens beside the label as "Contains: ..."', async () => {
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    expect(screen.getByTestId('allergen-statement').textContent).toBe('Contains: Milk, Sulphites');
  });

  it('says so when there are no allergens', async () => {
    await seed({ ...PLAIN, usda: { energy: 40 } });
    await open('PLAIN');
    await screen.findByTestId('nutrition-label');
    expect(screen.getByTestId('allergen-statement').textContent).toBe('No allergens listed.');
  });

  it('remembers the chosen format as nutritionLabelFormat and opens in it next time', async () => {
    await seed(BASE, SAUCE);
    const first = renderRoutes(
      [{ path: '/label/:foodkey', element: <LabelPage /> }],
      '/label/SAUCE',
    );
    await screen.findByTestId('nutrition-label');
    expect(label().getAttribute('data-format')).toBe('us-std');
    await pickFormat('ca-std-fr');
    expect(localStorage.getItem('nutritionLabelFormat')).toBe('ca-std-fr');
    first.unmount();
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    expect(label().getAttribute('data-format')).toBe('ca-std-fr');
    expect((screen.getByTestId('label-format') as HTMLSelectElement).value).toBe('ca-std-fr');
  });

  it('maps a legacy stored format (uk) to eu-std', async () => {
    localStorage.setItem('nutritionLabelFormat', 'uk');
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    expect(label().getAttribute('data-format')).toBe('eu-std');
    expect(labelTexts()).toContain('Nutrition information');
  });

  it('names the lines without data and marks the label incomplete (no nutrition stack)', async () => {
    await seed(BASE, PLAIN, {
      ...SAUCE,
      items: [...SAUCE.items, { name: 'PLAIN', type: 'single', qty_value: 100, qty_unit: 'g' }],
    });
    await open('SAUCE');
    const notice = await screen.findByTestId('no-nutrition-stack');
    expect(notice.textContent).toContain(`Incomplete: ${NO_NUTRITION_STACK}`);
    expect(within(screen.getByTestId('missing-lines')).getByText('Plain stock')).toBeTruthy();
    expect(screen.queryByTestId('nutrition-gaps')).toBeNull();
    expect(screen.getByTestId('recipe-nutrition').textContent).toContain(
      'incomplete: lines without nutrition data not counted',
    );
    expect(screen.getByTestId('incomplete-mark').textContent).toBe('INCOMPLETE DATA');
    for (const name of ['Download SVG', 'Download PNG', 'Print label'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Complete the nutrition data to export or print.')).toBeTruthy();
  });

  it('names the item without data inside a sub-recipe too', async () => {
    await seed(
      BASE,
      PLAIN,
      {
        type: 'recipe',
        foodkey: 'STOCK',
        name: 'Stock',
        items: [{ name: 'PLAIN', type: 'single', qty_value: 100, qty_unit: 'g' }],
      },
      {
        ...SAUCE,
        items: [...SAUCE.items, { name: 'STOCK', type: 'recipe', qty_value: 100, qty_unit: 'g' }],
      },
    );
    await open('SAUCE');
    await screen.findByTestId('no-nutrition-stack');
    expect(within(screen.getByTestId('missing-lines')).getByText('Stock')).toBeTruthy();
    expect(screen.getByTestId('nutrition-gaps').textContent).toBe('Plain stock: no nutrition data');
  });

  it('shows no label, and says why, for an ingredient without nutrition data', async () => {
    await seed(PLAIN);
    await open('PLAIN');
    expect((await screen.findByTestId('no-label')).textContent).toBe(
      'No label: this ingredient has no nutrition data. Add it under Edit → Nutrition.',
    );
    expect(screen.getByTestId('no-nutrition-stack').textContent).toContain('No nutrition data');
    expect(screen.queryByTestId('nutrition-label')).toBeNull();
  });

  it('shows no label for a recipe whose lines do not convert to grams', async () => {
    await seed(BASE, {
      ...SAUCE,
      items: [{ name: 'BASE', type: 'single', qty_value: 2, qty_unit: 'cup' }],
    });
    await open('SAUCE');
    expect((await screen.findByTestId('no-label')).textContent).toContain(
      'nutrition per 100 g is unknown',
    );
    expect(screen.getByTestId('recipe-nutrition').textContent).toContain('Unknown');
  });

  it('labels the serving typed on the section instead of the recipe’s own', async () => {
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    await pickFormat('au-std');
    fireEvent.change(screen.getByLabelText('Serving size (g)'), { target: { value: '100' } });
    await waitFor(() => expect(labelTexts()).toContain('Serving size: 100 g'));
    expect(labelTexts()).toContain('1050 kJ');
  });
});

describe('the label section in French', { timeout: 30_000 }, () => {
  it('speaks French around the label and leaves the label in its format’s own words', async () => {
    await i18n.changeLanguage('fr');
    await seed(BASE, SAUCE);
    await open('SAUCE');
    await screen.findByTestId('nutrition-label');
    expect(screen.getByRole('heading', { name: 'Étiquette nutritionnelle' })).toBeTruthy();
    expect(screen.getByTestId('recipe-nutrition').textContent).toContain(
      'Énergie 1046 kJ · Lipides 10 g',
    );
    expect(screen.getByTestId('recipe-nutrition').textContent).toContain('Lipides trans 0,2 g');
    expect(screen.getByLabelText('Format de l’étiquette')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimer l’étiquette' })).toBeTruthy();
    await pickFormat('us-std');
    expect(label().querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Cheese sauce : étiquette nutritionnelle, États-Unis, vertical standard',
    );
    expect(labelTexts()).toContain('Nutrition Facts');
    await pickFormat('us-sim');
    expect(screen.getByTestId('label-fallback').textContent).toContain(
      'Seulement 2 des 15 nutriments sont non significatifs',
    );
  });

  it('says in French that no allergens are listed', async () => {
    await i18n.changeLanguage('fr');
    await seed({ ...PLAIN, usda: { energy: 40, fat: 1.5 } });
    await open('PLAIN');
    await screen.findByTestId('nutrition-label');
    expect(screen.getByTestId('allergen-statement').textContent).toBe('Aucun allergène indiqué.');
  });
});
