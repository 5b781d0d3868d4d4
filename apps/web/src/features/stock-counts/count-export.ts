import type { StockCountLine } from '@larder/domain';
import {
  buildExportTable,
  type ExportColumn,
  type ExportTable,
} from '../../components/export/export-table';
import { snapshotValue } from './count-draft';
import type { CompareRow } from './count-compare';

/** An exported count line with its item's name and category. */
export interface ExportedLine {
  readonly line: StockCountLine;
  readonly name: string;
  readonly category: string;
}

const LINE_COLUMNS: readonly ExportColumn<ExportedLine>[] = [
  { header: 'Storage area', value: (r) => r.line.area },
  { header: 'Item', value: (r) => r.name },
  { header: 'Category', value: (r) => r.category },
  { header: 'Quantity', value: (r) => r.line.qty },
  { header: 'Unit', value: (r) => r.line.unit },
  { header: 'Base quantity', value: (r) => r.line.baseQty },
  { header: 'Base unit', value: (r) => r.line.baseUnit },
  { header: 'Unit cost', value: (r) => r.line.unitCost, cost: true },
  { header: 'Value', value: (r) => snapshotValue(r.line), cost: true },
];

/**
 * A count's lines as a table for CSV and XLSX (operations-model §4): area, item, category,
 * quantity and unit as counted, the base quantity and unit, the unit cost and value at the
 * time of the count (empty, never 0, where there is none; only while costs may be shown).
 */
export function countExportTable(lines: readonly ExportedLine[], costs: boolean): ExportTable {
  return buildExportTable(lines, LINE_COLUMNS, costs);
}

const COMPARE_COLUMNS: readonly ExportColumn<CompareRow>[] = [
  { header: 'Item', value: (r) => r.name },
  { header: 'Base unit', value: (r) => r.unit },
  { header: 'Earlier', value: (r) => r.earlier },
  { header: 'Received', value: (r) => r.received },
  { header: 'Later', value: (r) => r.later },
  { header: 'Usage', value: (r) => r.usage },
  { header: 'Unit cost', value: (r) => r.unitCost, cost: true },
  { header: 'Usage value', value: (r) => r.usageValue, cost: true },
];

/** The comparison of two counts as a table for CSV and XLSX (operations-model §4). */
export function compareExportTable(rows: readonly CompareRow[], costs: boolean): ExportTable {
  return buildExportTable(rows, COMPARE_COLUMNS, costs);
}
