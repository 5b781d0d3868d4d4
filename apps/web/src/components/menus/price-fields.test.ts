import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { PRICE_FIELD_LABELS, salePriceError, taxPercentError } from './price-fields';

describe('sale price and tax fields (operations-model §7)', () => {
  it('a sale price of 0 or below is refused, naming the field; blank is no price', () => {
    expect(salePriceError('')).toBeNull();
    expect(salePriceError(12)).toBeNull();
    expect(salePriceError('0.5')).toBeNull();
    expect(salePriceError(0)).toBe('Sale price must be above 0');
    expect(salePriceError('-2')).toBe('Sale price must be above 0');
    expect(salePriceError('abc')).toBe('Sale price must be a number');
    expect(salePriceError(0, 'Pizza: sale price')).toBe('Pizza: sale price must be above 0');
  });

  it('a tax percent of 100 or more is refused; blank is the venue’s', () => {
    expect(taxPercentError('')).toBeNull();
    expect(taxPercentError(0)).toBeNull();
    expect(taxPercentError(20)).toBeNull();
    expect(taxPercentError(100)).toBe('Tax % must be below 100');
    expect(taxPercentError('150')).toBe('Tax % must be below 100');
    expect(taxPercentError(-1)).toBe('Tax % must be at least 0');
  });
});

describe('sale price and tax fields in French', () => {
  it('names the field in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(PRICE_FIELD_LABELS.saleprice).toBe('Prix de vente');
    expect(salePriceError(0)).toMatch(/^Prix de vente : /);
  });
});
