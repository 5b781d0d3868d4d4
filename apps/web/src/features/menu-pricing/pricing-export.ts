import { roundTo } from '@larder/domain';
import {
  buildExportTable,
  type ExportColumn,
  type ExportTable,
} from '../../components/export/export-table';
import type { PricingRow } from './pricing-rows';

const rounded = (value: number | null, decimals: number) =>
  value === null ? null : roundTo(value, decimals);

/** The columns of the exported pricing table: costs to 4 decimals, prices to the cent. */
const COLUMNS: readonly ExportColumn<PricingRow>[] = [
  { header: 'Dish', value: (r) => r.name },
  { header: 'Foodkey', value: (r) => r.foodkey },
  { header: 'Cost per serving', value: (r) => rounded(r.perServing, 4) },
  { header: 'Sale price', value: (r) => rounded(r.salePrice, 2) },
  { header: 'Tax %', value: (r) => rounded(r.taxPercent, 2) },
  { header: 'Net price', value: (r) => rounded(r.netPrice, 2) },
  { header: 'Food cost %', value: (r) => rounded(r.foodCost, 1) },
  { header: 'Gross profit', value: (r) => rounded(r.grossProfit, 2) },
  { header: 'Suggested price', value: (r) => rounded(r.suggestedPrice, 2) },
  { header: 'Over target', value: (r) => r.overTarget },
];

/** The pricing table as shown (rows in the table's order) for CSV or XLSX; absent figures empty. */
export const pricingExportTable = (rows: readonly PricingRow[]): ExportTable =>
  buildExportTable(rows, COLUMNS, true);
