import { guessColumnMapping } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { guessColumns } from './guess-columns';

describe('guessing the price list columns', () => {
  it('reads the English headers as the domain does', () => {
    const headers = ['Code', 'Name', 'Price', 'Qty', 'Unit', 'Pack size', 'Pack unit'];
    expect(guessColumns(headers)).toEqual(guessColumnMapping(headers));
  });

  it('also reads French headers, accents and case aside', () => {
    const mapping = guessColumns([
      'Code fournisseur',
      'Désignation',
      'Prix',
      'Quantité',
      "Unité d'achat",
      'Quantité emballage 1',
      'Unité emballage 1',
    ]);
    expect(mapping).toMatchObject({
      code: 0,
      name: 1,
      purchaseprice: 2,
      purchaseqty: 3,
      purchaseunit: 4,
      package_qty1: 5,
      package_unit1: 6,
      package_qty2: null,
    });
  });

  it('gives a column to one field only, English names first', () => {
    expect(guessColumns(['Price', 'Prix'])).toMatchObject({ purchaseprice: 0 });
    expect(guessColumns(['Nom', 'Name'])).toMatchObject({ name: 1 });
  });
});
