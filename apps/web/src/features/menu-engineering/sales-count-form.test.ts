import { salesCountSchema } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  EMPTY_SALES_COUNT_FORM,
  salesCountFormValues,
  salesCountFromForm,
  typedLines,
  unitsValue,
  validateSalesCount,
  type SalesCountFormValues,
} from './sales-count-form';

const DISHES = [
  { foodkey: 'SOUP', name: 'Soup' },
  { foodkey: 'PIE', name: 'Pie' },
  { foodkey: 'TART', name: 'Tart' },
];

const filled: SalesCountFormValues = {
  name: 'March week 2',
  from: '2026-03-09',
  to: '2026-03-15',
  menu: '',
  units: { SOUP: '40', PIE: '0' },
};

describe('the sales period form (operations-model §7: sales counts for a period)', () => {
  it('takes units sold as whole numbers of 0 or more; blank is not typed', () => {
    expect(unitsValue('12')).toBe(12);
    expect(unitsValue(' 0 ')).toBe(0);
    expect(unitsValue('')).toBeNull();
    expect(unitsValue('2.5')).toBe('whole');
    expect(unitsValue('ten')).toBe('whole');
    expect(unitsValue('1e3')).toBe('whole');
    expect(unitsValue('-3')).toBe('negative');
    expect(unitsValue('-2.5')).toBe('whole');
  });

  it('names the dish and the field of a bad units cell, and every missing field', () => {
    expect(validateSalesCount(filled, DISHES)).toEqual({});
    expect(
      validateSalesCount({ ...filled, units: { SOUP: '2.5', PIE: '-1', TART: 'lots' } }, DISHES),
    ).toEqual({
      'units:SOUP': 'Soup: Units sold must be a whole number',
      'units:PIE': 'Pie: Units sold must be at least 0',
      'units:TART': 'Tart: Units sold must be a whole number',
    });
    expect(validateSalesCount(EMPTY_SALES_COUNT_FORM, DISHES)).toEqual({
      name: 'Period name is required',
      from: 'From is required',
      to: 'To is required',
      units: 'Type the units sold of at least one dish',
    });
    expect(validateSalesCount(filled, [])).toMatchObject({
      units: 'The menu has no dishes: choose another menu',
    });
  });

  it('refuses a last day before the first and a day that does not exist', () => {
    expect(validateSalesCount({ ...filled, to: '2026-03-08' }, DISHES)).toEqual({
      to: 'To must not be before From (2026-03-09)',
    });
    expect(validateSalesCount({ ...filled, from: '2026-02-30' }, DISHES)).toEqual({
      from: 'From must be a calendar day',
    });
    expect(validateSalesCount({ ...filled, to: '2026-03-09' }, DISHES)).toEqual({});
  });

  it('saves one line per dish typed, keeping the fields of the record it edits', () => {
    expect(typedLines(filled, DISHES)).toEqual([
      { foodkey: 'SOUP', unitsSold: 40 },
      { foodkey: 'PIE', unitsSold: 0 },
    ]);
    const record = salesCountFromForm({ ...filled, name: '  March\tweek 2 ' }, DISHES, null, 's1');
    expect(salesCountSchema.parse(record)).toEqual({
      skey: 's1',
      name: 'March week 2',
      from: '2026-03-09',
      to: '2026-03-15',
      menu: '',
      lines: [
        { foodkey: 'SOUP', unitsSold: 40 },
        { foodkey: 'PIE', unitsSold: 0 },
      ],
      deleted: false,
    });
    const edited = salesCountFromForm(
      { ...filled, units: { TART: '7' } },
      DISHES,
      { ...record, note: 'kept' } as typeof record,
      'other',
    );
    expect(edited).toMatchObject({
      skey: 's1',
      note: 'kept',
      lines: [{ foodkey: 'TART', unitsSold: 7 }],
    });
    expect(salesCountFormValues(record)).toEqual({ ...filled, units: { SOUP: '40', PIE: '0' } });
  });

  it('names the fields and the dishes in French', async () => {
    await i18n.changeLanguage('fr');
    expect(
      validateSalesCount({ ...filled, name: '', units: { SOUP: '2.5', PIE: '-1' } }, DISHES),
    ).toEqual({
      name: 'Nom de la période\u00a0: champ obligatoire',
      'units:SOUP': 'Soup\u00a0: Unités vendues doit être un nombre entier',
      'units:PIE': "Pie\u00a0: Unités vendues doit être d'au moins 0",
    });
  });
});
