import type { VenueFileKind } from '@larder/domain/venue-file';
import { RECORD_FIELD_NAMES } from '../../../components/catalogue/record-field-names';
import { exportCell, type ExportCell } from '../../../components/export/export-table';
import { i18n } from '../../../i18n/i18n';

/** A sheet of the venue workbook: its name, column headers and rows. */
export interface WorkbookSheet {
  readonly name: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

type Row = Readonly<Record<string, unknown>>;

/** How a group of records is shown: its sheet, what one of them is called, its records. */
interface Group {
  readonly sheet: string;
  readonly one: string;
  readonly records: readonly Row[];
}

type SheetName =
  | 'ingredients'
  | 'recipes'
  | 'packaging'
  | 'suppliers'
  | 'settings'
  | 'menus'
  | 'events'
  | 'estimates'
  | 'prepLists'
  | 'prepTicks'
  | 'stockCounts'
  | 'salesCounts';

/** The sheets of each kind, in the workbook's order; master items by their type. */
const KIND_SHEETS: readonly { kind: VenueFileKind; sheet: SheetName; type?: string }[] = [
  { kind: 'item', type: 'single', sheet: 'ingredients' },
  { kind: 'item', type: 'recipe', sheet: 'recipes' },
  { kind: 'item', type: 'packaging', sheet: 'packaging' },
  { kind: 'supplier', sheet: 'suppliers' },
  { kind: 'settings', sheet: 'settings' },
  { kind: 'menu', sheet: 'menus' },
  { kind: 'event', sheet: 'events' },
  { kind: 'estimate', sheet: 'estimates' },
  { kind: 'prep-list', sheet: 'prepLists' },
  { kind: 'prep-tick', sheet: 'prepTicks' },
  { kind: 'stock-count', sheet: 'stockCounts' },
  { kind: 'sales-count', sheet: 'salesCounts' },
];

/** Names of fields the record field names do not give, or give otherwise for people. */
const MORE_NAMES = [
  'skey',
  'foodkey',
  'name',
  'items',
  'perGuest',
  'eventKey',
  'unitPrice',
  'pricing',
  'label',
  'amount',
  'kind',
  'list',
  'done',
  'perServing',
  'perG',
  'perML',
  'foodCost',
  'ingredients',
  'total',
  'servings',
  'weight',
  'volume',
] as const;
type MoreName = (typeof MORE_NAMES)[number];
const isMoreName = (field: string): field is MoreName =>
  (MORE_NAMES as readonly string[]).includes(field);

/** A field's name in plain words: 'purchaseprice' is 'Purchase price', 'eventKey' 'Event'. */
export function fieldWords(field: string): string {
  const known = isMoreName(field)
    ? i18n.t(`venues:workbook.fields.${field}`)
    : RECORD_FIELD_NAMES[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

const isPlain = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An entry that is only a name ({ name: 'Walk-in cooler' }): a list of them is one cell. */
const isNameOnly = (entry: Row): boolean => Object.keys(entry).every((key) => key === 'name');

/** A list of text or numbers as one cell ('Produce; Dairy & eggs'); entries with a name by it. */
const listCell = (values: readonly unknown[]): ExportCell => {
  const words = values.map((v) => (isPlain(v) ? (v.name ?? v.foodkey ?? '') : v));
  return exportCell(words.filter((w) => w !== '' && w !== null).join('; '));
};

/** The label of a record in the sheets of its lines: its name, title or key. */
const labelOf = (record: Row): ExportCell =>
  exportCell(record.name ?? record.title ?? record.foodkey ?? record.skey);

/**
 * The cells of one record: each field a column ('Purchase price'); a group of fields one
 * column each ('Costs: Total'); a list of text one cell; a list of records goes to a sheet of
 * its own (`lines`) instead. Nested groups deeper than one level are shown as text.
 */
function flatten(record: Row, lines: Map<string, Row[]>): Map<string, ExportCell> {
  const cells = new Map<string, ExportCell>();
  for (const [field, value] of Object.entries(record)) {
    const name = fieldWords(field);
    if (Array.isArray(value)) {
      if (value.some((entry) => isPlain(entry) && !isNameOnly(entry))) {
        const rows = lines.get(field) ?? [];
        for (const [index, entry] of value.entries()) {
          rows.push({
            __of: labelOf(record),
            __line: index + 1,
            ...(isPlain(entry) ? entry : { value: entry }),
          });
        }
        lines.set(field, rows);
        cells.set(name, value.length);
      } else cells.set(name, listCell(value));
    } else if (isPlain(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        cells.set(
          `${name}: ${fieldWords(inner)}`,
          isPlain(innerValue) || Array.isArray(innerValue)
            ? exportCell(JSON.stringify(innerValue))
            : exportCell(innerValue),
        );
      }
    } else cells.set(name, exportCell(value));
  }
  return cells;
}

/** The sheet of some rows: columns in the order they first appear. */
function sheetOf(name: string, rows: readonly Map<string, ExportCell>[]): WorkbookSheet {
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const header of row.keys()) {
      if (!seen.has(header)) {
        seen.add(header);
        headers.push(header);
      }
    }
  }
  return { name, headers, rows: rows.map((row) => headers.map((h) => row.get(h) ?? null)) };
}

/** A sheet name as spreadsheets take it: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string): string =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim();

function groupSheets({ sheet, one, records }: Group): WorkbookSheet[] {
  const line = i18n.t('venues:workbook.line');
  const lines = new Map<string, Row[]>();
  const rows = records.map((record) => flatten(record, lines));
  const sheets = [sheetOf(sheetName(sheet), rows)];
  for (const [field, entries] of lines) {
    const inner = new Map<string, Row[]>();
    const lineRows = entries.map(({ __of, __line, ...entry }) => {
      const cells = new Map<string, ExportCell>([
        [one, __of as ExportCell],
        [line, __line as ExportCell],
      ]);
      for (const [header, cell] of flatten(entry, inner)) cells.set(header, cell);
      return cells;
    });
    sheets.push(sheetOf(sheetName(`${sheet} - ${fieldWords(field)}`), lineRows));
  }
  return sheets;
}

/**
 * The venue as a workbook for people: a sheet per kind of record (ingredients, recipes and
 * packaging apart), columns named in plain words, and a sheet of lines for each list of
 * records within them (a recipe's lines, a supplier's codes, a stock count's lines...), each
 * line naming the record it belongs to. Kinds without records get no sheet. Cells are text,
 * numbers or empty; the file writer applies the spreadsheet cell rule.
 */
export function venueWorkbookSheets(
  records: Readonly<Partial<Record<VenueFileKind, readonly Row[]>>>,
): WorkbookSheet[] {
  const sheets: WorkbookSheet[] = [];
  for (const { kind, type, sheet } of KIND_SHEETS) {
    const all = records[kind] ?? [];
    const chosen =
      kind !== 'item'
        ? all
        : all.filter((item) =>
            type === 'single'
              ? !['recipe', 'packaging'].includes(String(item.type))
              : item.type === type,
          );
    if (chosen.length > 0) {
      sheets.push(
        ...groupSheets({
          sheet: i18n.t(`venues:workbook.sheets.${sheet}`),
          one: i18n.t(`venues:workbook.one.${sheet}`),
          records: chosen,
        }),
      );
    }
  }
  return sheets;
}
