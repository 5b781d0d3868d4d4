import { describe, expect, it } from 'vitest';
import { validatePriceListRow } from './price-list-row';

const reasons = (r: ReturnType<typeof validatePriceListRow>) =>
  r.ok ? [] : r.error.map((e) => e.reason);

describe('price list row validation (product spec §5)', () => {
  it('accepts a valid row and returns cleaned purchase data', () => {
    const r = validatePriceListRow({
      foodkey: 'TOMATOES',
      code: 'T-1',
      purchaseprice: '96.00',
      purchaseqty: '2',
      purchaseunit: 'Cases',
      package_qty1: 12,
      package_unit1: 'tins',
      package_qty2: '400',
      package_unit2: 'grams',
    });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({
      foodkey: 'TOMATOES',
      code: 'T-1',
      purchaseprice: 96,
      purchaseqty: 2,
      purchaseunit: 'case',
      package_qty1: 12,
      package_unit1: 'can',
      package_qty2: 400,
      package_unit2: 'g',
      package_qty3: null,
    });
  });

  it('price must be a number (price-not-a-number)', () => {
    expect(
      reasons(validatePriceListRow({ purchaseprice: 'abc', purchaseqty: 1, purchaseunit: 'kg' })),
    ).toEqual(['price-not-a-number']);
  });

  it('price must be >= 0 (price-negative); 0 is allowed', () => {
    expect(
      reasons(validatePriceListRow({ purchaseprice: -1, purchaseqty: 1, purchaseunit: 'kg' })),
    ).toEqual(['price-negative']);
    expect(validatePriceListRow({ purchaseprice: 0, purchaseqty: 1, purchaseunit: 'kg' }).ok).toBe(
      true,
    );
  });

  it('package quantities must be > 0 (package-qty-not-positive)', () => {
    expect(
      reasons(validatePriceListRow({ purchaseprice: 1, purchaseqty: 0, purchaseunit: 'kg' })),
    ).toEqual(['package-qty-not-positive']);
    expect(
      reasons(
        validatePriceListRow({
          purchaseprice: 1,
          purchaseqty: 1,
          purchaseunit: 'case',
          package_qty1: -2,
          package_unit1: 'kg',
        }),
      ),
    ).toEqual(['package-qty-not-positive']);
  });

  it('a known package unit is needed (package-unit-unknown)', () => {
    expect(
      reasons(validatePriceListRow({ purchaseprice: 1, purchaseqty: 1, purchaseunit: 'crate' })),
    ).toEqual(['package-unit-unknown']);
    expect(
      reasons(
        validatePriceListRow({
          purchaseprice: 1,
          purchaseqty: 1,
          purchaseunit: 'case',
          package_qty1: 2,
          package_unit1: 'crate',
        }),
      ),
    ).toEqual(['package-unit-unknown']);
  });

  it('three-level packaging needs distinct units (package-units-not-distinct)', () => {
    const r = validatePriceListRow({
      purchaseprice: 1,
      purchaseqty: 1,
      purchaseunit: 'case',
      package_qty1: 2,
      package_unit1: 'box',
      package_qty2: 3,
      package_unit2: 'box',
      package_qty3: 4,
      package_unit3: 'kg',
    });
    expect(reasons(r)).toEqual(['package-units-not-distinct']);
  });

  it('the final level must be a non-packaging unit (package-chain-not-ending-in-measure)', () => {
    const r = validatePriceListRow({
      purchaseprice: 1,
      purchaseqty: 1,
      purchaseunit: 'case',
      package_qty1: 2,
      package_unit1: 'box',
      package_qty2: 3,
      package_unit2: 'bag',
      package_qty3: 4,
      package_unit3: 'jar',
    });
    expect(reasons(r)).toEqual(['package-chain-not-ending-in-measure']);
  });

  it('clears the purchase data of an invalid row', () => {
    const r = validatePriceListRow({
      foodkey: 'X',
      code: 'C',
      purchaseprice: 5,
      purchaseqty: 0,
      purchaseunit: 'kg',
    });
    expect(r.ok).toBe(false);
    expect(r.value).toMatchObject({
      foodkey: 'X',
      code: 'C',
      purchaseprice: null,
      purchaseqty: null,
      purchaseunit: null,
    });
  });

  it('neither price nor code is an error (price-and-code-missing); a code alone is fine', () => {
    expect(reasons(validatePriceListRow({ foodkey: 'X' }))).toEqual(['price-and-code-missing']);
    expect(validatePriceListRow({ foodkey: 'X', code: 'C1' }).ok).toBe(true);
  });
});
