import type { CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import {
  emptyWastageForm,
  listedWastageTotal,
  validateWastage,
  wastageInputOf,
  wastageRows,
  withoutWastage,
  withWastage,
} from './wastage-entries';
import { localDay } from './local-day';
import { i18n } from '../../i18n/i18n';

const entry = (date: string, qty: number, value: number | null) => ({
  date,
  qty,
  qty_unit: 'kg',
  prepqty: null,
  prepqty_unit: null,
  value,
});

const flour = (wastage: ReturnType<typeof entry>[]): CatalogueItem => ({
  ...FLOUR_BY_THE_KG,
  wastage,
});

describe('wastage entries', () => {
  it('gives the calendar day of a moment in the time zone of the device', () => {
    expect(localDay(new Date(2024, 2, 5, 23, 59).getTime())).toBe('2024-03-05');
  });

  it('names the field of each error', () => {
    const values = { ...emptyWastageForm(''), qty: -1 };
    expect(validateWastage(values)).toEqual({
      date: 'Date is required',
      qty: 'Quantity must be more than 0',
      qty_unit: 'Unit is required',
    });
    expect(
      validateWastage({ ...emptyWastageForm('2024-03-05'), qty: 'x', qty_unit: 'kg' }),
    ).toEqual({ qty: 'Quantity must be a number' });
    expect(
      validateWastage({
        ...emptyWastageForm('2024-13-45'),
        qty: 1,
        qty_unit: 'kg',
        prepqty_unit: 'g',
      }),
    ).toEqual({
      date: 'Date must be a date (YYYY-MM-DD)',
      prepqty: 'Prep quantity is required with a prep unit',
    });
  });

  it('gives the input of valid values, without a prep unit when no prep quantity', () => {
    expect(
      wastageInputOf({
        date: '2024-03-05',
        qty: '2',
        qty_unit: 'kg',
        prepqty: '',
        prepqty_unit: '',
      }),
    ).toEqual({ date: '2024-03-05', qty: 2, qty_unit: 'kg', prepqty: null, prepqty_unit: null });
    expect(
      wastageInputOf({ ...emptyWastageForm('2024-03-05'), qty: 0, qty_unit: 'kg' }),
    ).toBeNull();
  });

  it('lists entries newest first, the later recorded first within a day', () => {
    const item = flour([
      entry('2024-01-02', 1, 1.2),
      entry('2024-03-01', 2, 2.4),
      entry('2024-01-02', 3, 3.6),
    ]);
    expect(wastageRows(item).map((r) => [r.day, r.entry.qty])).toEqual([
      ['2024-03-01', 2],
      ['2024-01-02', 3],
      ['2024-01-02', 1],
    ]);
  });

  it('adds and removes one entry, leaving the rest of the item as it was', () => {
    const first = entry('2024-01-02', 1, 1.2);
    const item = withWastage(flour([first]), entry('2024-01-03', 2, null));
    expect(item).toEqual({ ...FLOUR_BY_THE_KG, wastage: [first, entry('2024-01-03', 2, null)] });
    expect(listedWastageTotal(item)).toEqual({ value: 1.2, entries: 2, unvalued: 1 });
    expect(withoutWastage(item, { ...first })).toEqual({
      ...FLOUR_BY_THE_KG,
      wastage: [entry('2024-01-03', 2, null)],
    });
    expect(withoutWastage(item, entry('2020-01-01', 9, 9))).toBeNull();
  });
});

describe('wastage form messages in French', () => {
  it('names each field in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(validateWastage({ ...emptyWastageForm(''), qty: 'beaucoup', qty_unit: 'kg' })).toEqual({
      date: 'Date : obligatoire',
      qty: 'Quantité : doit être un nombre',
    });
  });
});
