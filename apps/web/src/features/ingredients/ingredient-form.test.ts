import { describe, expect, it } from 'vitest';
import {
  EMPTY_INGREDIENT_FORM,
  ingredientFormValues,
  ingredientFromForm,
  liveUnitCosts,
  packageSizeLines,
  validateIngredient,
  withPriceHistory,
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
    expect(packageSizeLines(boxed)).toEqual([{ unit: 'case', text: 'case size not available!' }]);
    const full = { ...boxed, package_unit1: 'can', package_qty2: 400, package_unit2: 'g' };
    expect(validateIngredient(full, context)).toEqual({});
    expect(packageSizeLines(full).map((l) => l.unit)).toEqual(['case', 'can']);
    expect(packageSizeLines(full)[0]?.text).not.toMatch(/not available/);
    expect(liveUnitCosts({ ...full, purchaseprice: 96 }).gramcost).toBeCloseTo(0.01, 10);
  });

  it('adds a price history entry when the price changes', () => {
    const item = ingredientFromForm(flour);
    const day = Date.UTC(2025, 0, 2);
    const added = withPriceHistory(item, null, day);
    expect(added.pricehistory).toEqual([
      { date: new Date(day).toISOString(), price: expect.closeTo(0.0012, 10), unit: 'g' },
    ]);
    expect(withPriceHistory(added, added, day)).toBe(added);
  });
});
