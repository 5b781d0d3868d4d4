import {
  type Ingredient,
  type IngredientType,
  keyFromName,
  normaliseUnit,
  type ParLevel,
  parseQuantityText,
  quantityTextOf,
} from '@larder/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';

/** The editable fields of a grid row, in column order. */
export const BULK_FIELDS = [
  'name',
  'supplier',
  'code',
  'purchaseprice',
  'purchaseqty',
  'purchaseunit',
  'yield',
  'category',
  'storagearea',
  'par',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** A column's heading in the interface language; validation messages start with it. */
export const bulkFieldLabel = (field: BulkField): string => i18n.t(`bulk-editor:fields.${field}`);

/** Purchase fields: a part's are derived from its parent, so they are not edited here. */
export const PURCHASE_FIELDS: readonly BulkField[] = [
  'purchaseprice',
  'purchaseqty',
  'purchaseunit',
  'yield',
];

/** One ingredient as the grid shows it: every cell is the text as typed. */
export type BulkRow = {
  /** The foodkey of a stored ingredient, or 'new:N' for a row added here. */
  readonly id: string;
  /** The stored ingredient's key; null for a new row (its key comes from its name). */
  readonly foodkey: string | null;
  readonly type: IngredientType;
} & Readonly<Record<BulkField, string>>;

/** A stored ingredient with its supplier code. */
export interface BulkBase {
  readonly row: BulkRow;
  readonly item: Ingredient;
}

const cell = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value
      : '';

/** The grid row of a stored ingredient; `code` is its supplier's code for it. */
export function rowFromIngredient(item: Ingredient, code: string | number | null = null): BulkRow {
  return {
    id: item.foodkey,
    foodkey: item.foodkey,
    type: item.type ?? 'single',
    name: item.name ?? item.foodkey,
    supplier: item.supplier ?? '',
    code: cell(code),
    purchaseprice: cell(item.purchaseprice),
    purchaseqty: cell(item.purchaseqty),
    purchaseunit: item.purchaseunit ?? '',
    yield: cell(item.yield?.value ?? 100),
    category: item.category ?? '',
    storagearea: item.storagearea ?? '',
    par: item.par ? quantityTextOf(item.par.qty, item.par.unit) : '',
  };
}

/** An empty new row (a single ingredient, yield 100). */
export function newRow(n: number): BulkRow {
  return {
    id: `new:${n}`,
    foodkey: null,
    type: 'single',
    name: '',
    supplier: '',
    code: '',
    purchaseprice: '',
    purchaseqty: '',
    purchaseunit: '',
    yield: '100',
    category: '',
    storagearea: '',
    par: '',
  };
}

/** Whether the cell can be edited: a part's purchase fields cannot. */
export const isEditableCell = (row: BulkRow, field: BulkField): boolean =>
  !(row.type === 'part' && PURCHASE_FIELDS.includes(field));

/** Both rows hold the same text in every field. */
export const sameRow = (a: BulkRow, b: BulkRow): boolean =>
  BULK_FIELDS.every((field) => a[field] === b[field]);

/** The fields whose text differs between the stored row and the edited one. */
export const changedFields = (before: BulkRow | undefined, after: BulkRow): BulkField[] =>
  before ? BULK_FIELDS.filter((field) => before[field] !== after[field]) : [...BULK_FIELDS];

/**
 * A number from a cell; null when empty; NaN when not a number. In French a decimal comma
 * is read as the decimal point ('1,5' is 1.5), as French spreadsheets write it.
 */
export function cellNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const decimalComma = currentLanguage() === 'fr' && /^-?\d*,\d+$/.test(trimmed);
  const n = Number(decimalComma ? trimmed.replace(',', '.') : trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The par level of a cell typed as '<quantity> <unit>' ('2 kg', operations-model §3): null
 * when empty, or when the text is not a quantity and a unit (a row that says so is not saved).
 */
export function cellParLevel(value: string): ParLevel | null {
  if (value.trim() === '') return null;
  const parsed = parseQuantityText(value);
  return parsed ? { qty: parsed.qty, unit: parsed.unit } : null;
}

/**
 * The ingredient record of a valid row: the stored one with the edited fields replaced (a
 * field whose text did not change keeps its stored value). A new row becomes a single
 * ingredient keyed by its upper-cased name. The supplier code is not part of the record.
 */
export function rowToRecord(row: BulkRow, base: BulkBase | null): Ingredient {
  const before = base?.row;
  const item: Ingredient = base?.item ?? { type: 'single', foodkey: keyFromName(row.name) };
  const same = (field: BulkField) => before !== undefined && before[field] === row[field];
  const number = (field: BulkField, stored: number | null | undefined) => {
    if (same(field)) return stored ?? null;
    const n = cellNumber(row[field]);
    return n === null || Number.isNaN(n) ? null : n;
  };
  const text = (field: BulkField, stored: string | null | undefined) =>
    same(field) ? (stored ?? null) : textOrNull(row[field]);
  const unit = textOrNull(row.purchaseunit);
  // operations-model §3: the optional par level, written only once typed or stored.
  const par = same('par') ? null : cellParLevel(row.par);
  return {
    ...item,
    ...(!same('par') && (par !== null || item.par) ? { par } : {}),
    name: text('name', item.name) ?? item.foodkey,
    supplier: text('supplier', item.supplier),
    purchaseprice: number('purchaseprice', item.purchaseprice),
    purchaseqty: number('purchaseqty', item.purchaseqty),
    purchaseunit: same('purchaseunit')
      ? (item.purchaseunit ?? null)
      : unit === null
        ? null
        : (normaliseUnit(unit) ?? unit),
    yield: { ...(item.yield ?? {}), value: number('yield', item.yield?.value) ?? 100 },
    category: text('category', item.category),
    storagearea: text('storagearea', item.storagearea),
  };
}
