import type { PriceListRow } from '../import/price-list-row';

/** The fields a price list column can fill: the match keys and the purchase data (spec §3). */
export const PRICE_LIST_FIELDS = [
  'code',
  'name',
  'purchaseprice',
  'purchaseqty',
  'purchaseunit',
  'package_qty1',
  'package_unit1',
  'package_qty2',
  'package_unit2',
  'package_qty3',
  'package_unit3',
] as const;

export type PriceListField = (typeof PRICE_LIST_FIELDS)[number];

/** Which column (0-based) fills each field; null when no column does. */
export type ColumnMapping = Readonly<Record<PriceListField, number | null>>;

/** Field labels for the column mapping. */
export const PRICE_LIST_FIELD_LABELS: Readonly<Record<PriceListField, string>> = {
  code: 'Supplier code',
  name: 'Ingredient name',
  purchaseprice: 'Purchase price',
  purchaseqty: 'Purchase quantity',
  purchaseunit: 'Purchase unit',
  package_qty1: 'Package quantity 1',
  package_unit1: 'Package unit 1',
  package_qty2: 'Package quantity 2',
  package_unit2: 'Package unit 2',
  package_qty3: 'Package quantity 3',
  package_unit3: 'Package unit 3',
};

/** Header spellings recognised for each field (lower case, letters and digits only). */
const HEADER_ALIASES: Readonly<Record<PriceListField, readonly string[]>> = {
  code: ['code', 'suppliercode', 'itemcode', 'productcode', 'sku', 'ref', 'reference'],
  name: [
    'name',
    'ingredient',
    'ingredientname',
    'item',
    'itemname',
    'product',
    'productname',
    'description',
    'foodkey',
  ],
  purchaseprice: ['purchaseprice', 'price', 'unitprice', 'cost', 'caseprice'],
  purchaseqty: ['purchaseqty', 'purchasequantity', 'qty', 'quantity'],
  purchaseunit: ['purchaseunit', 'unit', 'uom', 'unitofmeasure'],
  package_qty1: ['packageqty1', 'packagequantity1', 'packqty1', 'packqty', 'packsize'],
  package_unit1: ['packageunit1', 'packunit1', 'packunit'],
  package_qty2: ['packageqty2', 'packagequantity2', 'packqty2'],
  package_unit2: ['packageunit2', 'packunit2'],
  package_qty3: ['packageqty3', 'packagequantity3', 'packqty3'],
  package_unit3: ['packageunit3', 'packunit3'],
};

/** A header's letters and digits, lower case, accents dropped ('Unité d'achat' -> 'unitedachat'). */
const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A mapping with no column for any field. */
export const emptyColumnMapping = (): Record<PriceListField, number | null> =>
  Object.fromEntries(PRICE_LIST_FIELDS.map((f) => [f, null])) as Record<
    PriceListField,
    number | null
  >;

/**
 * Guesses the column of each field from the header row: a header matches a field when its
 * letters and digits (case and accents ignored) spell one of the field's names; each column
 * fills at most one field, and the first matching column wins. `moreNames` (another language's
 * spellings, written as headerKey writes them) are looked for after every field's own names,
 * for the fields still without a column.
 */
export const guessColumnMapping = (
  headers: readonly string[],
  moreNames?: Readonly<Partial<Record<PriceListField, readonly string[]>>>,
): ColumnMapping => {
  const mapping = emptyColumnMapping();
  const used = new Set<number>();
  const keys = headers.map(headerKey);
  const match = (field: PriceListField, names: readonly string[]): void => {
    for (const alias of names) {
      const at = keys.findIndex((key, i) => key === alias && !used.has(i));
      if (at >= 0) {
        mapping[field] = at;
        used.add(at);
        return;
      }
    }
  };
  for (const field of PRICE_LIST_FIELDS) match(field, HEADER_ALIASES[field]);
  if (moreNames) {
    for (const field of PRICE_LIST_FIELDS) {
      if (mapping[field] === null) match(field, moreNames[field] ?? []);
    }
  }
  return mapping;
};

/** One data row as a price list row, reading each mapped field from its column. */
export const rowFromCells = (cells: readonly unknown[], mapping: ColumnMapping): PriceListRow => {
  const row: Record<string, unknown> = {};
  for (const field of PRICE_LIST_FIELDS) {
    const at = mapping[field];
    if (at !== null && at < cells.length) row[field] = cells[at];
  }
  return row;
};

/** A row whose every cell is empty is not a row of the list. */
export const isBlankRow = (cells: readonly unknown[]): boolean =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '');
