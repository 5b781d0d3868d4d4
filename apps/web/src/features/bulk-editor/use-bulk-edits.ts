import {
  isIngredient,
  type CatalogueItem,
  type Supplier,
  type UnitOverrides,
} from '@larder/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { newRow, rowFromIngredient, sameRow, type BulkBase, type BulkRow } from './bulk-row';
import { countNewKeys, validateRow, type RowErrors } from './cell-validation';
import { supplierCodeOf } from './supplier-codes';

/** A new row nobody has typed into yet: not a change, not validated, not saved. */
const isBlankNew = (row: BulkRow): boolean => row.foodkey === null && sameRow(row, newRow(0));

export interface BulkEdits {
  /** Stored ingredients by row id (their foodkey). */
  bases: ReadonlyMap<string, BulkBase>;
  /** The rows shown: stored ingredients (with their edits), then new rows. */
  rows: readonly BulkRow[];
  /** Rows with unsaved changes (edited or new, blank new rows aside), in grid order. */
  changed: readonly BulkRow[];
  /** Cell messages of the changed rows, by row id. */
  errors: ReadonlyMap<string, RowErrors>;
  errorCount: number;
  /** Replaces the rows (an edit, a paste, a new row). */
  setRows: (rows: readonly BulkRow[]) => void;
  addRow: () => void;
  /** Forgets every unsaved change. */
  discard: () => void;
  nextNewId: () => number;
}

/**
 * The grid's rows over the live ingredients: edits are kept apart from the stored rows (by
 * foodkey), so items arriving from sync still show, and an edit back to the stored text is no
 * longer a change.
 */
export function useBulkEdits(
  items: readonly CatalogueItem[] | undefined,
  suppliers: readonly Supplier[] | undefined,
  units: UnitOverrides,
): BulkEdits {
  const counter = useRef(0);
  const nextNewId = useCallback(() => ++counter.current, []);
  const [edits, setEdits] = useState<ReadonlyMap<string, BulkRow>>(new Map());
  const [added, setAdded] = useState<readonly BulkRow[]>([]);

  const bases = useMemo(() => {
    const map = new Map<string, BulkBase>();
    for (const item of items ?? []) {
      if (!isIngredient(item)) continue;
      map.set(item.foodkey, {
        item,
        row: rowFromIngredient(item, supplierCodeOf(item, suppliers ?? [])),
      });
    }
    return map;
  }, [items, suppliers]);

  const rows = useMemo(
    () => [...[...bases.values()].map(({ row }) => edits.get(row.id) ?? row), ...added],
    [bases, edits, added],
  );

  const changed = useMemo(
    () =>
      rows.filter((row) => {
        const base = bases.get(row.id);
        return base ? !sameRow(base.row, row) : !isBlankNew(row);
      }),
    [rows, bases],
  );

  const errors = useMemo(() => {
    const existingKeys = new Set((items ?? []).map((i) => i.foodkey));
    const newKeyCounts = countNewKeys(added);
    const map = new Map<string, RowErrors>();
    for (const row of changed) {
      const found = validateRow(row, {
        existingKeys,
        newKeyCounts,
        item: bases.get(row.id)?.item ?? null,
        units,
      });
      if (Object.keys(found).length > 0) map.set(row.id, found);
    }
    return map;
  }, [changed, items, added, bases, units]);

  const errorCount = useMemo(
    () => [...errors.values()].reduce((n, e) => n + Object.keys(e).length, 0),
    [errors],
  );

  const setRows = useCallback(
    (next: readonly BulkRow[]) => {
      const nextEdits = new Map<string, BulkRow>();
      const nextAdded: BulkRow[] = [];
      for (const row of next) {
        const base = bases.get(row.id);
        if (!base) nextAdded.push(row);
        else if (!sameRow(base.row, row)) nextEdits.set(row.id, row);
      }
      setEdits(nextEdits);
      setAdded(nextAdded);
    },
    [bases],
  );

  const addRow = useCallback(
    () => setAdded((current) => [...current, newRow(nextNewId())]),
    [nextNewId],
  );
  const discard = useCallback(() => {
    setEdits(new Map());
    setAdded([]);
  }, []);

  return { bases, rows, changed, errors, errorCount, setRows, addRow, discard, nextNewId };
}
