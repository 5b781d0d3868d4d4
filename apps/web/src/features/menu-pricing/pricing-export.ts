import { roundTo } from '@larder/domain';
import {
  buildExportTable,
  type ExportColumn,
  type ExportTable,
} from '../../components/export/export-table';
import { i18n } from '../../i18n/i18n';
import type { PricingRow } from './pricing-rows';

const rounded = (value: number | null, decimals: number) =>
  value === null ? null : roundTo(value, decimals);

/**
 * The columns of the exported pricing table: costs to 4 decimals, prices to the cent; the
 * headers in the interface language.
 */
function columns(): ExportColumn<PricingRow>[] {
  const t = i18n.getFixedT(null, 'menu-pricing', 'export');
  return [
    { header: t('dish'), value: (r) => r.name },
    { header: t('foodkey'), value: (r) => r.foodkey },
    { header: t('cost'), value: (r) => rounded(r.perServing, 4) },
    { header: t('price'), value: (r) => rounded(r.salePrice, 2) },
    { header: t('tax'), value: (r) => rounded(r.taxPercent, 2) },
    { header: t('net'), value: (r) => rounded(r.netPrice, 2) },
    { header: t('foodCost'), value: (r) => rounded(r.foodCost, 1) },
    { header: t('profit'), value: (r) => rounded(r.grossProfit, 2) },
    { header: t('suggested'), value: (r) => rounded(r.suggestedPrice, 2) },
    { header: t('over'), value: (r) => r.overTarget },
  ];
}

/** The pricing table as shown (rows in the table's order) for CSV or XLSX; absent figures empty. */
export const pricingExportTable = (rows: readonly PricingRow[]): ExportTable =>
  buildExportTable(rows, columns(), true);
