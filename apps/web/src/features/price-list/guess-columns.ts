import { guessColumnMapping, type ColumnMapping, type PriceListField } from '@larder/domain';

/**
 * French header spellings for each field (lower case, accents dropped, letters and digits
 * only), looked for after the English ones the domain recognises.
 */
const FRENCH_HEADERS: Readonly<Record<PriceListField, readonly string[]>> = {
  code: ['codefournisseur', 'codearticle', 'codeproduit', 'reference'],
  name: [
    'nom',
    'ingredient',
    'nomingredient',
    'nomdelingredient',
    'article',
    'produit',
    'nomproduit',
    'designation',
    'libelle',
  ],
  purchaseprice: ['prix', 'prixachat', 'prixdachat', 'prixunitaire', 'cout'],
  purchaseqty: ['quantite', 'qte', 'quantiteachetee', 'quantitedachat'],
  purchaseunit: ['unite', 'uniteachat', 'unitedachat', 'unitedemesure'],
  package_qty1: ['quantiteemballage1', 'qteemballage1', 'quantitedemballage1'],
  package_unit1: ['uniteemballage1', 'unitedemballage1'],
  package_qty2: ['quantiteemballage2', 'qteemballage2', 'quantitedemballage2'],
  package_unit2: ['uniteemballage2', 'unitedemballage2'],
  package_qty3: ['quantiteemballage3', 'qteemballage3', 'quantitedemballage3'],
  package_unit3: ['uniteemballage3', 'unitedemballage3'],
};

/**
 * The column of each field guessed from the header row: the English names the domain knows
 * (unchanged), then, for a field still without a column, its French names ('Prix',
 * 'Quantité', 'Unité d'achat'). Each column fills at most one field.
 */
export const guessColumns = (headers: readonly string[]): ColumnMapping =>
  guessColumnMapping(headers, FRENCH_HEADERS);
