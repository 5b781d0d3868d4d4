import type { OrderGroup, OrderLine, OrderList } from '@larder/domain';
import {
  buildExportTable,
  type ExportColumn,
  type ExportTable,
} from '../../components/export/export-table';
import { i18n } from '../../i18n/i18n';
import { orderUnitLabel } from './kitchen-list-text';

/** One exported order line with its supplier's name. */
interface Row {
  readonly supplier: string;
  readonly line: OrderLine;
}

/** The name an order group is exported and shown under; the group with no supplier has one too. */
export const orderGroupName = (group: OrderGroup): string =>
  group.supplierName ?? i18n.t('kitchen-lists:order.noSupplier');

/** The columns, headed in the interface language at the time of the export. */
const columns = (): readonly ExportColumn<Row>[] => [
  { header: i18n.t('kitchen-lists:order.columns.supplier'), value: (r) => r.supplier },
  { header: i18n.t('kitchen-lists:order.columns.code'), value: (r) => r.line.supplierCode },
  { header: i18n.t('kitchen-lists:order.columns.name'), value: (r) => r.line.name },
  { header: i18n.t('kitchen-lists:order.columns.units'), value: (r) => r.line.units },
  { header: i18n.t('kitchen-lists:order.columns.unit'), value: (r) => orderUnitLabel(r.line) },
  {
    header: i18n.t('kitchen-lists:order.columns.unitPrice'),
    value: (r) => r.line.unitPrice,
    cost: true,
  },
  {
    header: i18n.t('kitchen-lists:order.columns.lineCost'),
    value: (r) => r.line.lineCost,
    cost: true,
  },
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
  return buildExportTable(rows, columns(), costs);
}
