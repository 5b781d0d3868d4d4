import type { CatalogueItem, Recipe } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { emptyLine, emptyRecipeForm, recipeFormValues, recipeFromForm } from './recipe-form';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { loopMessage, validateRecipe } from './recipe-validation';

const flour = {
  ...FLOUR_BY_THE_KG,
  custom_units: [{ name: 'scoop', size: 50, unit: 'g' }],
} as CatalogueItem;
const inner = {
  type: 'recipe',
  foodkey: 'INNER',
  name: 'Inner',
  items: [{ name: 'OUTER', qty_value: 1, qty_unit: 'each' }],
} as Recipe;
const outer = {
  type: 'recipe',
  foodkey: 'OUTER',
  name: 'Outer',
  image: 'outer.jpg',
  saleprice: 9,
  items: [
    {
      name: 'FLOUR',
      type: 'single',
      qty_value: 150,
      qty_unit: 'g',
      qty_value_custom: 3,
      qty_unit_custom: 'scoop',
      extra: 'kept',
    },
  ],
  map: { each_value: 150, volume_value: 1, volume_unit: 'L', weight_value: 1, weight_unit: 'kg' },
} as Recipe;
const lookup = lookupOf([flour, inner, outer]);
const context = (over = {}) => ({
  existingKeys: new Set(['FLOUR', 'INNER', 'OUTER']),
  adding: false,
  recipeKey: 'OUTER',
  lookup,
  ...over,
});

describe('recipe form values', () => {
  it('a honoured custom unit shows as entered and is stored in the custom fields (costing-model §4)', () => {
    const values = recipeFormValues(outer, lookup);
    expect(values.lines[0]).toMatchObject({ item: 'FLOUR', qty: 3, unit: 'scoop' });
    values.lines[0]!.qty = 4;
    const record = recipeFromForm(values, outer, lookup);
    expect(record.items?.[0]).toEqual({
      extra: 'kept',
      name: 'FLOUR',
      type: 'single',
      note: null,
      qty_value: 200,
      qty_unit: 'g',
      qty_value_custom: 4,
      qty_unit_custom: 'scoop',
    });
  });

  it('a catalogue unit drops the custom fields; blank rows are left out', () => {
    const values = recipeFormValues(outer, lookup);
    values.lines[0]!.unit = 'kg';
    values.lines.push(emptyLine());
    const record = recipeFromForm(values, outer, lookup);
    expect(record.items).toEqual([
      { extra: 'kept', name: 'FLOUR', type: 'single', note: null, qty_value: 3, qty_unit: 'kg' },
    ]);
  });

  it('keeps what the form does not edit (map volume), the key, and the image it shows', () => {
    const values = recipeFormValues(outer, lookup);
    values.name = 'Renamed';
    const record = recipeFromForm(values, outer, lookup);
    expect(record).toMatchObject({ foodkey: 'OUTER', image: 'outer.jpg', saleprice: 9 });
    expect(record.map).toMatchObject({ volume_value: 1, volume_unit: 'L' });
  });

  it('the Image field names the picked picture; cleared, the record has no image', () => {
    const values = recipeFormValues(outer, lookup);
    expect(values.image).toBe('outer.jpg');
    expect(recipeFromForm({ ...values, image: 'tart.webp' }, outer, lookup).image).toBe(
      'tart.webp',
    );
    expect(recipeFromForm({ ...values, image: '' }, outer, lookup).image).toBeNull();
    expect(emptyRecipeForm().image).toBe('');
  });

  it('the entered batch weight is kept only when the lines cannot be weighed', () => {
    expect(recipeFormValues(outer, lookup).each_value).toBe('');
    const unweighed = { ...outer, items: [{ name: 'FLOUR', qty_value: 2, qty_unit: 'each' }] };
    expect(recipeFormValues(unweighed, lookup).each_value).toBe(150);
  });
});

describe('recipe validation', () => {
  it('refuses a loop with a message naming both recipes (costing-model §6)', () => {
    const values = recipeFormValues(outer, lookup);
    values.lines.push({ ...emptyLine(), item: 'INNER', qty: 1, unit: 'each' });
    expect(validateRecipe(values, context())['lines.1.item']).toBe(
      'Line 2: Inner cannot be added: it already uses Outer, and a recipe cannot contain itself.',
    );
    expect(loopMessage('Outer', 'Outer')).toBe(
      'Outer cannot be a line of itself: a recipe cannot contain itself.',
    );
  });

  it('names the field or the line in every message', () => {
    const values = {
      ...emptyRecipeForm(),
      lines: [
        { ...emptyLine(), item: 'FLOUR', qty: 0, unit: 'handful' },
        { ...emptyLine(), qty: 2, unit: 'g' },
      ],
      packaging: [{ key: 'p', item: 'BOX', qty: -1, rest: {} }],
      volumeadjust: -100,
      each_value: 0,
      servingsize: 100,
      servingsize_unit: 'each',
    };
    expect(validateRecipe(values, context({ adding: true, recipeKey: '' }))).toEqual({
      name: 'Name is required',
      'lines.0.qty': 'Line 1 quantity must be more than 0',
      'lines.0.unit': 'Line 1 unit: unknown unit handful',
      'lines.1.item': 'Line 2 item is required',
      'packaging.0.qty': 'Packaging 1 quantity must be 0 or more',
      volumeadjust: 'Volume adjust % must be more than -100',
      each_value: 'Batch weight (g) must be more than 0',
      servingsize_unit: 'Serving size unit must be a weight or volume unit',
    });
  });

  it('accepts a custom unit of the item and a serving of a recipe', () => {
    const values = {
      ...emptyRecipeForm(),
      name: 'New',
      lines: [
        { ...emptyLine(), item: 'FLOUR', qty: 2, unit: 'scoop' },
        { ...emptyLine(), item: 'INNER', qty: 1, unit: 'serving' },
      ],
    };
    expect(validateRecipe(values, context({ adding: true, recipeKey: 'NEW' }))).toEqual({});
  });
});
