import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { customUnitsText } from './custom-unit-text';
import {
  EMPTY_INGREDIENT_FORM,
  ingredientFormValues,
  ingredientFromForm,
  liveUnitCosts,
  packageSizeLines,
  validateCustomUnits,
  validateIngredient,
  type IngredientFormValues,
} from './ingredient-form';

const flour: IngredientFormValues = {
  ...EMPTY_INGREDIENT_FORM,
  name: 'Flour',
  purchaseprice: 30,
  purchaseqty: 25,
  purchaseunit: 'kg',
  volume_value: 1,
  volume_unit: 'cup',
  weight_value: 125,
  weight_unit: 'g',
};
const context = { existingKeys: new Set(['SUGAR']), adding: true };

describe('ingredient form', () => {
  it('costs the worked example of costing-model §2 live', () => {
    const costs = liveUnitCosts(flour);
    expect(costs.gramcost).toBeCloseTo(0.0012, 10);
    expect(costs.mlcost).toBeCloseTo(0.000625, 10);
    expect(costs.eachcost).toBeNull();
  });

  it('builds the record with an upper-cased foodkey and the map', () => {
    const record = ingredientFromForm(flour);
    expect(record).toMatchObject({
      type: 'single',
      foodkey: 'FLOUR',
      name: 'Flour',
      map: { volume_value: 1, volume_unit: 'cup', weight_value: 125, weight_unit: 'g' },
      yield: { value: 100 },
    });
    expect(ingredientFormValues(record)).toMatchObject({ name: 'Flour', purchaseqty: 25 });
  });

  it('names the field in every validation message', () => {
    const errors = validateIngredient(
      {
        ...EMPTY_INGREDIENT_FORM,
        purchaseprice: -1,
        purchaseqty: 0,
        yield: 120,
        each_value: -3,
        volume_value: 2,
        type: 'multiple',
        parts: [{ name: '', size: '', unit: '' }],
      },
      context,
    );
    expect(errors).toEqual({
      name: 'Name is required',
      purchaseprice: 'Purchase price must be 0 or more',
      purchaseqty: 'Purchase quantity must be more than 0',
      purchaseunit: 'Purchase unit is required with a purchase quantity',
      yield: 'Yield % must be more than 0 and at most 100',
      each_value: 'Weight of one each (g) must be more than 0',
      volume_unit: 'Volume unit is required with a volume',
      'parts.0.name': 'Part 1 name is required',
      'parts.0.size': 'Part 1 size must be more than 0',
      'parts.0.unit': 'Part 1 unit is required',
    });
  });

  it('refuses a name whose key exists when adding, not when editing', () => {
    const values = { ...flour, name: 'sugar' };
    expect(validateIngredient(values, context).name).toBe(
      'Name: an item called SUGAR already exists',
    );
    expect(validateIngredient(values, { ...context, adding: false }).name).toBeUndefined();
  });

  it('checks the package levels and says when a size is not available', () => {
    const boxed = { ...flour, purchaseunit: 'case', purchaseqty: 2, package_qty1: 12 };
    expect(validateIngredient(boxed, context).package_unit1).toMatch(/^Package 1 unit: /);
    expect(packageSizeLines(boxed)).toEqual([
      { unit: 'case', text: 'case size not available!', available: false },
    ]);
    const full = { ...boxed, package_unit1: 'can', package_qty2: 400, package_unit2: 'g' };
    expect(validateIngredient(full, context)).toEqual({});
    expect(packageSizeLines(full).map((l) => l.unit)).toEqual(['case', 'can']);
    expect(packageSizeLines(full)[0]?.text).not.toMatch(/not available/);
    expect(liveUnitCosts({ ...full, purchaseprice: 96 }).gramcost).toBeCloseTo(0.01, 10);
  });

  it('loads and saves custom units (product spec §3: name, size, unit), dropping blank rows', () => {
    const stored = ingredientFromForm({
      ...flour,
      custom_units: [
        { name: ' scoop ', size: 50, unit: 'g' },
        { name: '', size: '', unit: 'g' },
        { name: 'ladle', size: '120', unit: 'mL' },
      ],
    });
    expect(stored.custom_units).toEqual([
      { name: 'scoop', size: 50, unit: 'g' },
      { name: 'ladle', size: 120, unit: 'mL' },
    ]);
    expect(ingredientFormValues(stored).custom_units).toEqual([
      { name: 'scoop', size: 50, unit: 'g' },
      { name: 'ladle', size: 120, unit: 'mL' },
    ]);
  });

  it('keeps the other fields of a custom unit it keeps, and removes one no longer listed', () => {
    const existing = ingredientFromForm({
      ...flour,
      custom_units: [
        { name: 'scoop', size: 50, unit: 'g' },
        { name: 'ladle', size: 120, unit: 'mL' },
      ],
    });
    const withNote = {
      ...existing,
      custom_units: [{ name: 'scoop', size: 50, unit: 'g', note: 'blue scoop' }],
    };
    const edited = ingredientFromForm(
      { ...ingredientFormValues(withNote), custom_units: [{ name: 'Scoop', size: 60, unit: 'g' }] },
      withNote,
    );
    expect(edited.custom_units).toEqual([
      { name: 'Scoop', size: 60, unit: 'g', note: 'blue scoop' },
    ]);
    const removed = ingredientFromForm(
      { ...ingredientFormValues(edited), custom_units: [] },
      edited,
    );
    expect(removed.custom_units).toEqual([]);
    expect(ingredientFromForm(flour)).not.toHaveProperty('custom_units');
  });

  it('names the custom unit in each of its validation messages', () => {
    expect(
      validateCustomUnits([
        { name: '', size: 5, unit: '' },
        { name: 'scoop', size: 0, unit: 'g' },
        { name: 'Scoop', size: -1, unit: 'g' },
        { name: 'cup', size: 1, unit: 'g' },
        { name: 'ladle', size: 120, unit: 'mL' },
        { name: ' ', size: '', unit: 'g' },
      ]),
    ).toEqual({
      'custom_units.0.name': 'Custom unit 1 name is required',
      'custom_units.0.unit': 'Custom unit 1 unit is required',
      'custom_units.1.size': 'Custom unit 2 size must be more than 0',
      'custom_units.2.name': 'Custom unit 3 name is used twice',
      'custom_units.2.size': 'Custom unit 3 size must be more than 0',
      'custom_units.3.name': 'Custom unit 4 name is a standard unit',
    });
    const values = { ...flour, custom_units: [{ name: 'scoop', size: '', unit: 'g' }] };
    expect(validateIngredient(values, context)).toEqual({
      'custom_units.0.size': 'Custom unit 1 size must be more than 0',
    });
  });
});

describe('par level on the ingredient form (operations-model §3)', () => {
  it('loads and saves a par level; an item without one gets none', () => {
    const stored = ingredientFromForm({ ...flour, par_qty: 2, par_unit: 'kg' });
    expect(stored.par).toEqual({ qty: 2, unit: 'kg' });
    expect(ingredientFormValues(stored)).toMatchObject({ par_qty: 2, par_unit: 'kg' });
    expect(ingredientFromForm(flour)).not.toHaveProperty('par');
    expect(ingredientFormValues(ingredientFromForm(flour))).toMatchObject({
      par_qty: '',
      par_unit: '',
    });
  });

  it('clears a stored par level when the quantity is emptied', () => {
    const existing = ingredientFromForm({ ...flour, par_qty: 2, par_unit: 'kg' });
    const cleared = ingredientFromForm({ ...flour, par_qty: '', par_unit: '' }, existing);
    expect(cleared.par).toBeNull();
  });

  it('names the par level fields in their messages, checking the unit against the item', () => {
    expect(validateIngredient({ ...flour, par_qty: -1, par_unit: 'kg' }, context)).toEqual({
      par_qty: 'Par level must be 0 or more',
    });
    expect(validateIngredient({ ...flour, par_qty: 3, par_unit: 'each' }, context)).toEqual({
      par_unit: 'Par level unit: each needs the weight of one each of this item',
    });
    // Flour (1 cup = 125 g) converts cups; with a weight of one each, each too.
    expect(validateIngredient({ ...flour, par_qty: 3, par_unit: 'cup' }, context)).toEqual({});
    expect(
      validateIngredient({ ...flour, each_value: 500, par_qty: 3, par_unit: 'each' }, context),
    ).toEqual({});
  });

  it('takes a par level in the custom units typed on the same form', () => {
    const values = {
      ...flour,
      custom_units: [{ name: 'scoop', size: 50, unit: 'g' }],
      par_qty: 10,
      par_unit: 'scoop',
    };
    expect(validateIngredient(values, context)).toEqual({});
    expect(ingredientFromForm(values).par).toEqual({ qty: 10, unit: 'scoop' });
  });

  it('says its messages and package sizes in French', async () => {
    await i18n.changeLanguage('fr');
    const errors = validateIngredient(
      { ...flour, name: '', yield: 150, custom_units: [{ name: 'kg', size: 0, unit: 'g' }] },
      context,
    );
    expect(errors).toMatchObject({
      name: 'Nom : champ obligatoire',
      yield: 'Rendement % : doit être supérieur à 0 et d’au plus 100',
      'custom_units.0.name': 'Nom de l’unité personnalisée 1 : c’est une unité standard',
    });
    const boxed = { ...flour, purchaseunit: 'case', purchaseqty: 2, package_qty1: 12 };
    expect(packageSizeLines(boxed)[0]).toMatchObject({
      text: 'Taille de case non disponible !',
      available: false,
    });
    const full = { ...boxed, package_unit1: 'can', package_qty2: 412.5, package_unit2: 'g' };
    expect(packageSizeLines(full).map((l) => l.text)).toEqual(['4,95 kg', '412,5 g']);
    expect(
      customUnitsText(
        ingredientFromForm({ ...flour, custom_units: [{ name: 'scoop', size: 1.5, unit: 'cup' }] }),
      ),
    ).toBe('1 scoop = 1,5 tasse');
  });
});
