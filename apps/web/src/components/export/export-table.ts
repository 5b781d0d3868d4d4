import { i18n } from '../../i18n/i18n';

/** A cell of an exported list: a missing value stays empty (null), never 0. */
export type ExportCell = string | number | null;

/** An exported list: column headers and one row per item. */
export interface ExportTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** A column: its header and how to read it from an item. */
export interface ExportColumn<T> {
  /** Read when the table is built: a header in the interface language is a getter. */
  readonly header: string;
  readonly value: (item: T) => unknown;
  /** A cost column, left out while costs are hidden (restricted mode). */
  readonly cost?: boolean;
}

/**
 * A stored value as a cell: finite numbers and non-empty text, yes or no in the interface
 * language; anything else is empty.
 */
export function exportCell(value: unknown): ExportCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') {
    return value ? i18n.t('components:export.yes') : i18n.t('components:export.no');
  }
  if (typeof value === 'string') return value === '' ? null : value;
  return null;
}

/** Builds the table of `items` from `columns`; cost columns only when `costs` is true. */
export function buildExportTable<T>(
  items: readonly T[],
  columns: readonly ExportColumn<T>[],
  costs: boolean,
): ExportTable {
  const shown = columns.filter((c) => costs || !c.cost);
  return {
    headers: shown.map((c) => c.header),
    rows: items.map((item) => shown.map((c) => exportCell(c.value(item)))),
  };
}
