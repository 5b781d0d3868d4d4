import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { withDecimalCommas } from './decimal-comma';

const row = { code: '12,5', purchaseprice: '36,50', purchaseqty: ' 1,5 ', package_qty1: 6 };

describe('numbers of a price list row', () => {
  it('are left as they are in English', () => {
    expect(withDecimalCommas(row)).toBe(row);
  });

  it('are read with a decimal comma in French, codes aside', async () => {
    await i18n.changeLanguage('fr');
    expect(withDecimalCommas(row)).toEqual({
      code: '12,5',
      purchaseprice: 36.5,
      purchaseqty: 1.5,
      package_qty1: 6,
    });
    expect(withDecimalCommas({ purchaseprice: '1,000.50' })).toEqual({
      purchaseprice: '1,000.50',
    });
  });
});
