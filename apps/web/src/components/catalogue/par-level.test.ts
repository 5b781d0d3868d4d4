import type { Ingredient, PackagingItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { PAR_LABELS, parFormValues, parFromForm, validateParLevel } from './par-level';

/** 25 kg bags of flour, 1 cup = 125 g: weighs and measures by volume, no each weight. */
const flour: Ingredient = {
  type: 'single',
  foodkey: 'FLOUR',
  purchaseprice: 30,
  purchaseqty: 1,
  purchaseunit: 'bag',
  package_qty1: 25,
  package_unit1: 'kg',
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 125, weight_unit: 'g' },
};
const milk: Ingredient = { type: 'single', foodkey: 'MILK', purchaseqty: 2, purchaseunit: 'L' };
const box: PackagingItem = { type: 'packaging', foodkey: 'BOX', purchaseqty: 100 };

describe('par level on an item form (operations-model §3)', () => {
  it('no quantity is no par level; a quantity with its unit is one (canonical unit name)', () => {
    expect(parFromForm({ par_qty: '', par_unit: '' })).toBeNull();
    expect(parFromForm({ par_qty: 2, par_unit: 'Kilos' })).toEqual({ qty: 2, unit: 'kg' });
    expect(parFromForm({ par_qty: '0.5', par_unit: 'bag' })).toEqual({ qty: 0.5, unit: 'bag' });
    expect(parFormValues({ qty: 3, unit: 'bag' })).toEqual({ par_qty: 3, par_unit: 'bag' });
    expect(parFormValues(null)).toEqual({ par_qty: '', par_unit: '' });
  });

  it('passes 2 kg, 3 bags or 4 cups of flour, 0 each, and nothing typed', () => {
    for (const [qty, unit] of [
      [2, 'kg'],
      [3, 'bag'],
      ['4', 'cup'],
    ] as const) {
      expect(validateParLevel({ par_qty: qty, par_unit: unit }, flour)).toEqual({});
    }
    expect(validateParLevel({ par_qty: 0, par_unit: 'each' }, box)).toEqual({});
    expect(validateParLevel({ par_qty: '', par_unit: '' }, flour)).toEqual({});
  });

  it('names the field of a negative quantity, one that is not a number, or a missing unit; a unit alone is no par level', () => {
    expect(validateParLevel({ par_qty: -1, par_unit: 'kg' }, flour)).toEqual({
      par_qty: 'Par level must be 0 or more',
    });
    expect(validateParLevel({ par_qty: 'lots', par_unit: 'kg' }, flour)).toEqual({
      par_qty: 'Par level must be a number',
    });
    expect(validateParLevel({ par_qty: 2, par_unit: '' }, flour)).toEqual({
      par_unit: 'Par level unit is required with a par level',
    });
    expect(validateParLevel({ par_qty: ' ', par_unit: 'kg' }, flour)).toEqual({});
    expect(parFromForm({ par_qty: ' ', par_unit: 'kg' })).toBeNull();
  });

  it('refuses a unit the item does not convert to, saying what it needs', () => {
    const unitError = (item: Ingredient | PackagingItem, unit: string) =>
      validateParLevel({ par_qty: 1, par_unit: unit }, item).par_unit;
    expect(unitError(milk, 'kg')).toBe(
      "Par level unit: kg needs this item's volume and weight conversion",
    );
    expect(unitError(flour, 'each')).toBe(
      'Par level unit: each needs the weight of one each of this item',
    );
    expect(unitError(flour, 'case')).toBe('Par level unit: case is not a unit of this item');
    expect(unitError(box, 'kg')).toBe(
      'Par level unit: kg does not convert to what this item is counted in',
    );
  });

  it('checks against the item as it would be saved, with the unit overrides', () => {
    const noUnit: Ingredient = { type: 'single', foodkey: 'SALT' };
    expect(validateParLevel({ par_qty: 1, par_unit: 'L' }, noUnit)).toEqual({});
    expect(validateParLevel({ par_qty: 1, par_unit: 'cup' }, milk, { cupML: 250 })).toEqual({});
  });

  it('takes the labels of a grid column', () => {
    expect(
      validateParLevel({ par_qty: -2, par_unit: 'kg' }, flour, undefined, {
        qty: 'Par',
        unit: 'Par',
      }),
    ).toEqual({ par_qty: 'Par must be 0 or more' });
  });
});

describe('par level messages in French', () => {
  it('names the fields and says what is wrong in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(PAR_LABELS.qty).toBe('Niveau de stock cible');
    expect(validateParLevel({ par_qty: -1, par_unit: 'kg' }, flour)).toEqual({
      par_qty: 'Niveau de stock cible : doit être 0 ou plus',
    });
    expect(validateParLevel({ par_qty: 1, par_unit: 'each' }, flour).par_unit).toBe(
      'Unité du niveau de stock cible : unité exige le poids d’une unité de cet article',
    );
  });
});
