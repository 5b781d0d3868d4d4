import { DataError } from '@larder/data';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { rowFromIngredient } from './bulk-row';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { bulkSaveErrorText, planBulkSave, savedText } from './bulk-save';

const flour = { ...FLOUR_BY_THE_KG, supplier: 'Bidfood' };
const bases = new Map([['FLOUR', { item: flour, row: rowFromIngredient(flour, 'F-1') }]]);
const suppliers = [
  { skey: 'BIDFOOD', name: 'Bidfood', ingredients: [{ foodkey: 'FLOUR', code: 'F-1' }] },
];

describe('planBulkSave', () => {
  it('writes the edited purchase data, and no supplier when no code changed', () => {
    const row = bases.get('FLOUR')!.row;
    const priced = planBulkSave([{ ...row, purchaseprice: '60' }], bases, suppliers);
    expect(priced.records[0]?.purchaseprice).toBe(60);
    expect(priced.suppliers).toEqual([]);
  });

  it('writes the supplier whose code changed', () => {
    const row = bases.get('FLOUR')!.row;
    const plan = planBulkSave([{ ...row, code: 'F-9' }], bases, suppliers);
    expect(plan.suppliers.map((s) => s.ingredients)).toEqual([[{ foodkey: 'FLOUR', code: 'F-9' }]]);
  });
});

describe('texts', () => {
  it('says how many were saved and re-costed', () => {
    expect(savedText({ saved: 50, recosted: 3 })).toBe('50 ingredients saved, 3 recipes re-costed');
    expect(savedText({ saved: 1, recosted: 1 })).toBe('1 ingredient saved, 1 recipe re-costed');
  });

  it('names the grid row of a data-layer failure', () => {
    const plan = planBulkSave([bases.get('FLOUR')!.row], bases, suppliers);
    const error = new DataError('record-invalid', 'row 1: purchaseprice: any English', [
      {
        index: 0,
        reason: 'field-type',
        path: 'purchaseprice',
        params: { expected: 'number' },
        message: 'purchaseprice: any English',
      },
    ]);
    expect(bulkSaveErrorText(error, plan)).toBe(
      'Not saved: Flour: Purchase price: must be a number',
    );
    expect(bulkSaveErrorText(new Error('disk full'), plan)).toBe('Not saved: disk full');
    const limit = {
      reason: 'trial-limit',
      path: 'type',
      params: { kind: 'ingredients', limit: 100 },
    };
    expect(bulkSaveErrorText(new DataError('trial-limit', 'any English', [limit]), plan)).toBe(
      'Not saved: This venue has reached the free trial limit of 100 ingredients. Upgrade to Pro to add more.',
    );
    // A full device: the browser's QuotaExceededError, as Dexie passes it on.
    const full = Object.assign(new Error('full'), {
      name: 'AbortError',
      inner: new DOMException('full', 'QuotaExceededError'),
    });
    expect(bulkSaveErrorText(full, plan)).toBe(
      'The device is out of storage space: nothing new was saved. Free some space and save again.',
    );
  });

  it('says what a save did in French', async () => {
    await i18n.changeLanguage('fr');
    expect(savedText({ saved: 50, recosted: 3 })).toBe(
      '50 ingrédients enregistrés, 3 recettes recalculées',
    );
    expect(savedText({ saved: 1, recosted: 0 })).toBe(
      '1 ingrédient enregistré, 0 recette recalculée',
    );
  });
});
