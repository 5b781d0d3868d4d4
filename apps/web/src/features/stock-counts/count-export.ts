import type { StockCountLine } from '@larder/domain';
import {
  buildExportTable,
  type ExportColumn,
  type ExportTable,
} from '../../components/export/export-table';
import { i18n } from '../../i18n/i18n';
import { snapshotValue } from './count-draft';
import type { CompareRow } from './count-compare';
import { unitName } from './unit-name';

/** An exported count line with its item's name and category. */
export interface ExportedLine {
  readonly line: StockCountLine;
  readonly name: string;
  readonly category: string;
}

/** The columns' headers (stock-counts catalogue, `export`). */
type Header =
  | 'area'
  | 'item'
  | 'category'
  | 'quantity'
  | 'unit'
  | 'baseQuantity'
  | 'baseUnit'
  | 'unitCost'
  | 'value'
  | 'earlier'
  | 'received'
  | 'later'
  | 'usage'
  | 'usageValue';

/** A column header in the interface language at the time of the export. */
const header = (key: Header): string => i18n.t(`stock-counts:export.${key}`);

/** A unit cell: the unit as the interface names it; none stays empty. */
const unitCell = (unit: string | null, value: number | null): string | null =>
  unit ? unitName(unit, value ?? 2) : null;

const lineColumns = (): readonly ExportColumn<ExportedLine>[] => [
  { header: header('area'), value: (r) => r.line.area },
  { header: header('item'), value: (r) => r.name },
  { header: header('category'), value: (r) => r.category },
  { header: header('quantity'), value: (r) => r.line.qty },
  { header: header('unit'), value: (r) => unitCell(r.line.unit, r.line.qty) },
  { header: header('baseQuantity'), value: (r) => r.line.baseQty },
  { header: header('baseUnit'), value: (r) => unitCell(r.line.baseUnit, r.line.baseQty) },
  { header: header('unitCost'), value: (r) => r.line.unitCost, cost: true },
  { header: header('value'), value: (r) => snapshotValue(r.line), cost: true },
];

/**
 * A count's lines as a table for CSV and XLSX (operations-model §4): area, item, category,
 * quantity and unit as counted, the base quantity and unit, the unit cost and value at the
 * time of the count (empty, never 0, where there is none; only while costs may be shown).
 */
export function countExportTable(lines: readonly ExportedLine[], costs: boolean): ExportTable {
  return buildExportTable(lines, lineColumns(), costs);
}

const compareColumns = (): readonly ExportColumn<CompareRow>[] => [
  { header: header('item'), value: (r) => r.name },
  { header: header('baseUnit'), value: (r) => unitCell(r.unit, 2) },
  { header: header('earlier'), value: (r) => r.earlier },
  { header: header('received'), value: (r) => r.received },
  { header: header('later'), value: (r) => r.later },
  { header: header('usage'), value: (r) => r.usage },
  { header: header('unitCost'), value: (r) => r.unitCost, cost: true },
  { header: header('usageValue'), value: (r) => r.usageValue, cost: true },
];

/** The comparison of two counts as a table for CSV and XLSX (operations-model §4). */
export function compareExportTable(rows: readonly CompareRow[], costs: boolean): ExportTable {
  return buildExportTable(rows, compareColumns(), costs);
}
