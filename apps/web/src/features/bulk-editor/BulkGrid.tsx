import { itemUnitCosts, type Ingredient, type UnitOverrides } from '@larder/domain';
import { useMemo, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataGrid,
  renderTextEditor,
  type CellSelectArgs,
  type Column,
  type RenderCellProps,
} from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import './bulk-editor.css';
import {
  bulkFieldLabel,
  BULK_FIELDS,
  changedFields,
  isEditableCell,
  rowToRecord,
  type BulkBase,
  type BulkField,
  type BulkRow,
} from './bulk-row';
import type { RowErrors } from './cell-validation';
import { applyPaste, parseClipboardGrid } from './paste-grid';

const WIDTHS: Record<BulkField, number> = {
  name: 220,
  supplier: 150,
  code: 100,
  purchaseprice: 90,
  purchaseqty: 90,
  purchaseunit: 80,
  yield: 80,
  category: 140,
  storagearea: 140,
  par: 110,
};

/** The unit cost columns, each headed by its text (bulk-editor:costs). */
const COSTS = ['gramcost', 'mlcost', 'eachcost'] as const;
type CostKey = (typeof COSTS)[number];

export interface BulkGridProps {
  rows: readonly BulkRow[];
  bases: ReadonlyMap<string, BulkBase>;
  errors: ReadonlyMap<string, RowErrors>;
  showCosts: boolean;
  units: UnitOverrides;
  /** Formats a unit cost (4 decimals, the venue's currency). */
  cost: (value: number | null) => string;
  onRowsChange: (rows: readonly BulkRow[]) => void;
  nextNewId: () => number;
}

const finiteOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const storedCosts = (item: Ingredient): Record<CostKey, number | null> => ({
  gramcost: finiteOrNull(item.gramcost),
  mlcost: finiteOrNull(item.mlcost),
  eachcost: finiteOrNull(item.eachcost),
});

const isField = (key: string): key is BulkField => (BULK_FIELDS as readonly string[]).includes(key);

/**
 * The spreadsheet-like grid: arrow keys, Tab, Home/End and PageUp/PageDown move, typing or
 * Enter edits, Escape cancels; a paste fills from the selected cell rightwards and down,
 * adding rows past the last one. Changed rows and cells are marked, invalid cells carry
 * their message.
 */
export function BulkGrid(props: BulkGridProps) {
  const { rows, bases, errors, showCosts, units, cost, onRowsChange, nextNewId } = props;
  const selected = useRef<{ rowIdx: number; idx: number } | null>(null);
  // A new t comes with a new language: the headings and messages are drawn again.
  const { t } = useTranslation('bulk-editor');

  // Unchanged rows show the stored costs; edited and new rows are costed as typed.
  const unitCosts = useMemo(() => {
    const map = new Map<BulkRow, Record<CostKey, number | null>>();
    for (const row of rows) {
      const base = bases.get(row.id);
      if (base && base.row === row) map.set(row, storedCosts(base.item));
      else if (!errors.has(row.id) && row.name.trim() !== '') {
        map.set(row, itemUnitCosts(rowToRecord(row, base ?? null), units));
      }
    }
    return map;
  }, [rows, bases, errors, units]);

  const columns = useMemo(() => {
    const fieldColumns: Column<BulkRow>[] = BULK_FIELDS.map((field) => ({
      key: field,
      name: bulkFieldLabel(field),
      width: WIDTHS[field],
      frozen: field === 'name',
      resizable: true,
      editable: (row: BulkRow) => isEditableCell(row, field),
      renderEditCell: renderTextEditor,
      cellClass: (row: BulkRow) => {
        const classes: string[] = [];
        if (errors.get(row.id)?.[field]) classes.push('bulk-cell-invalid');
        const base = bases.get(row.id);
        if (base && base.row[field] !== row[field]) classes.push('bulk-cell-changed');
        if (!isEditableCell(row, field)) classes.push('bulk-cell-readonly');
        return classes.join(' ') || undefined;
      },
      renderCell: ({ row }: RenderCellProps<BulkRow>) => {
        const message = errors.get(row.id)?.[field];
        return (
          <span title={message} data-field={field} aria-invalid={message ? true : undefined}>
            {row[field]}
          </span>
        );
      },
    }));
    const costColumns: Column<BulkRow>[] = COSTS.map((key) => ({
      key,
      name: t(`costs.${key}`),
      width: 100,
      cellClass: 'bulk-cell-cost bulk-cell-readonly',
      renderCell: ({ row }: RenderCellProps<BulkRow>) => (
        <span data-field={key}>{cost(unitCosts.get(row)?.[key] ?? null) || '—'}</span>
      ),
    }));
    return showCosts ? [...fieldColumns, ...costColumns] : fieldColumns;
  }, [errors, bases, showCosts, unitCosts, cost, t]);

  const fieldsInOrder = useMemo(
    () => columns.map((c) => (isField(c.key) ? c.key : null)),
    [columns],
  );

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea')) return; // an open cell editor takes the paste
    const position = selected.current;
    if (!position) return;
    const cells = parseClipboardGrid(event.clipboardData.getData('text/plain'));
    if (cells.length === 0) return;
    event.preventDefault();
    const result = applyPaste(
      rows,
      cells,
      { rowIdx: position.rowIdx, colIdx: position.idx, columns: fieldsInOrder },
      nextNewId,
    );
    if (result.changed.length > 0) onRowsChange(result.rows);
  };

  return (
    <div onPaste={onPaste} data-testid="bulk-grid">
      <DataGrid
        className="bulk-grid"
        aria-label={t('grid')}
        columns={columns}
        rows={rows}
        rowKeyGetter={(row) => row.id}
        onRowsChange={onRowsChange}
        rowClass={(row) =>
          row.foodkey === null
            ? 'bulk-row-new'
            : changedFields(bases.get(row.id)?.row, row).length > 0
              ? 'bulk-row-changed'
              : undefined
        }
        onSelectedCellChange={({ rowIdx, column }: CellSelectArgs<BulkRow>) => {
          selected.current = rowIdx >= 0 ? { rowIdx, idx: column.idx } : null;
        }}
        // The paste is handled above for many cells; this keeps Ctrl+V from opening an editor.
        onCellPaste={({ row }) => row}
        defaultColumnOptions={{ resizable: true }}
      />
    </div>
  );
}
