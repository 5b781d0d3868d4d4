import type { OrderGroup, OrderLine, OrderList } from '@larder/domain';
import {
  buildExportTable,
  type ExportColumn,
  type ExportTable,
} from '../../components/export/export-table';

/** One exported order line with its supplier's name. */
interface Row {
  readonly supplier: string;
  readonly line: OrderLine;
}

/** The name an order group is exported and shown under; '' groups have no supplier. */
export const NO_SUPPLIER = 'No supplier';

export const orderGroupName = (group: OrderGroup): string => group.supplierName ?? NO_SUPPLIER;

const COLUMNS: readonly ExportColumn<Row>[] = [
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Code', value: (r) => r.line.supplierCode },
  { header: 'Name', value: (r) => r.line.name },
  { header: 'Units', value: (r) => r.line.units },
  { header: 'Unit', value: (r) => r.line.unitLabel },
  { header: 'Unit price', value: (r) => r.line.unitPrice, cost: true },
  { header: 'Line cost', value: (r) => r.line.lineCost, cost: true },
];

/**
 * The order list as a table for CSV and XLSX (operations-model §3): one row per line with
 * supplier, code, name, units, unit, unit price and line cost; a missing price or cost stays an
 * empty cell, never 0; the price columns only when costs may be shown.
 */
export function orderExportTable(order: OrderList, costs: boolean): ExportTable {
  const rows = order.groups.flatMap((group) =>
    group.lines.map((line) => ({ supplier: orderGroupName(group), line })),
  );
  return buildExportTable(rows, COLUMNS, costs);
}
