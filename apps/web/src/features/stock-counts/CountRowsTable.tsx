import { Table } from '@mantine/core';
import type { NamedStockTotal, StockCountLine, UnitOverrides } from '@larder/domain';
import {
  observeElementRect,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useImperativeHandle,
  useRef,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../i18n/format';
import {
  isCounted,
  rowFacts,
  rowUnits,
  type Draft,
  type DraftEntry,
  type RowFacts,
} from './count-draft';
import { countIssueText } from './count-issue-text';
import { areaHeading, stockKindLabel, type CountRow, type ItemRow } from './count-rows';
import { unitName } from './unit-name';

/** Every row's height, fixed so rows are placed without measuring any. */
const ROW_HEIGHT = 44;
/** The sticky header's height (rows scrolled to stay clear of it). */
const HEAD_HEIGHT = 40;
/** Rows drawn beyond the visible ones on each side. */
const OVERSCAN = 12;
/** The scrolling box's greatest height, as a share of the window's. */
const BOX_SHARE = 0.65;

/** Moves the keyboard focus to a row's quantity. */
export interface CountRowsHandle {
  focusRow(key: string): void;
}

export interface CountRowsTableProps {
  rows: readonly CountRow[];
  draft: Draft;
  saved: ReadonlyMap<string, StockCountLine>;
  units: UnitOverrides;
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
  /** The totals of each area by name (its heading shows them). */
  areaTotals: ReadonlyMap<string, NamedStockTotal>;
  /** A row's quantity or unit typed; null clears the row. */
  onEntry: (row: ItemRow, entry: DraftEntry | null) => void;
  /** Enter on the last row: the focus leaves the rows (to Save). */
  onPastEnd: () => void;
  handle?: Ref<CountRowsHandle>;
}

/** The box's size, counted as at least its greatest height (jsdom and a box not laid out). */
function observeFullBox(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Rect) => void,
): void | (() => void) {
  const least = Math.round(window.innerHeight * BOX_SHARE);
  return observeElementRect(instance, (rect) =>
    cb({ width: rect.width, height: Math.max(rect.height, least) }),
  );
}

/**
 * The count sheet (operations-model §4): storage area headings and item rows, each with its
 * quantity, unit, quantity in the base unit and value, or what is wrong naming the field. Only
 * the rows in view are drawn (ten thousand items type as fast as ten). Keyboard: Enter (or
 * the down arrow) in a quantity goes to the next item's quantity, Shift+Enter (or the up
 * arrow) to the previous one; Enter on a unit goes on to the next item too.
 */
export function CountRowsTable({
  rows,
  draft,
  saved,
  units,
  showCosts,
  cost,
  areaTotals,
  onEntry,
  onPastEnd,
  handle,
}: CountRowsTableProps) {
  const { t } = useTranslation('stock-counts');
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const pending = useRef<string | null>(null);
  // The rows are read afresh on every render; nothing of the virtualizer is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.key,
    overscan: OVERSCAN,
    scrollPaddingStart: HEAD_HEIGHT,
    observeElementRect: observeFullBox,
  });

  const latest = useRef({ rows, onEntry, onPastEnd, virtualizer });
  latest.current = { rows, onEntry, onPastEnd, virtualizer };

  const focusIndex = useCallback((index: number) => {
    const { rows: list, virtualizer: v } = latest.current;
    const row = list[index];
    if (!row) return;
    v.scrollToIndex(index, { align: 'auto' });
    const input = inputs.current.get(row.key);
    if (input) {
      input.focus({ preventScroll: true });
      input.select();
    } else {
      pending.current = row.key;
    }
  }, []);

  /** The next (or previous) item row's quantity from the row of `key`. */
  const move = useCallback(
    (key: string, step: 1 | -1) => {
      const list = latest.current.rows;
      let index = list.findIndex((row) => row.key === key) + step;
      while (index >= 0 && index < list.length && list[index]!.kind !== 'item') index += step;
      if (index >= list.length) latest.current.onPastEnd();
      else if (index >= 0) focusIndex(index);
    },
    [focusIndex],
  );

  useImperativeHandle(
    handle,
    () => ({
      focusRow(key: string) {
        const index = latest.current.rows.findIndex((row) => row.key === key);
        if (index >= 0) focusIndex(index);
      },
    }),
    [focusIndex],
  );

  const register = useCallback((key: string, input: HTMLInputElement | null) => {
    if (!input) {
      inputs.current.delete(key);
      return;
    }
    inputs.current.set(key, input);
    if (pending.current === key) {
      pending.current = null;
      input.focus({ preventScroll: true });
      input.select();
    }
  }, []);

  const change = useCallback(
    (row: ItemRow, entry: DraftEntry | null) => latest.current.onEntry(row, entry),
    [],
  );

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const before = first ? first.start : 0;
  const after = last ? virtualizer.getTotalSize() - last.end : 0;
  const columns = showCosts ? 6 : 5;

  return (
    <div ref={scrollRef} className="stock-rows-box" style={{ maxHeight: `${BOX_SHARE * 100}vh` }}>
      <Table stickyHeader className="stock-rows-table" data-testid="count-rows">
        <Table.Thead>
          <Table.Tr style={{ height: HEAD_HEIGHT }}>
            <Table.Th>{t('rows.item')}</Table.Th>
            <Table.Th>{t('rows.category')}</Table.Th>
            <Table.Th w={110}>{t('rows.quantity')}</Table.Th>
            <Table.Th w={130}>{t('rows.unit')}</Table.Th>
            <Table.Th>{t('rows.base')}</Table.Th>
            {showCosts && (
              <Table.Th ta="right" w={150}>
                {t('rows.value')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <Spacer height={before} columns={columns} />}
          {items.map((virtual) => {
            const row = rows[virtual.index]!;
            if (row.kind === 'area') {
              return (
                <AreaHeading
                  key={row.key}
                  area={row.area}
                  total={areaTotals.get(row.area)}
                  showCosts={showCosts}
                  cost={cost}
                  columns={columns}
                />
              );
            }
            const entry = draft.get(row.key);
            return (
              <ItemRowView
                key={row.key}
                row={row}
                entry={entry}
                facts={isCounted(entry) ? rowFacts(row, entry, saved.get(row.key), units) : null}
                units={rowUnits(row, units)}
                showCosts={showCosts}
                cost={cost}
                onEntry={change}
                onMove={move}
                register={register}
              />
            );
          })}
          {after > 0 && <Spacer height={after} columns={columns} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

const AreaHeading = memo(function AreaHeading({
  area,
  total,
  showCosts,
  cost,
  columns,
}: {
  area: string;
  total: NamedStockTotal | undefined;
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
  columns: number;
}) {
  const { t } = useTranslation('stock-counts');
  return (
    <tr
      className="stock-area-row"
      style={{ height: ROW_HEIGHT }}
      data-testid="count-area"
      data-area={area}
    >
      <th colSpan={columns} scope="colgroup">
        <span className="stock-area-name">{areaHeading(area)}</span>
        {total && (
          <span className="stock-area-total">
            {t('rows.areaCounted', { count: total.lines })}
            {showCosts && ` · ${cost(total.value)}`}
            {showCosts && total.missing > 0 && ` ${t('withoutValue', { count: total.missing })}`}
          </span>
        )}
      </th>
    </tr>
  );
});

/** A counted row's quantity in its base unit ('2.5 kg'); '' when it has none. */
function baseText(facts: RowFacts | null): string {
  if (!facts || facts.issue || facts.baseQty === null || facts.baseUnit === null) return '';
  return formatQuantity(facts.baseQty, facts.baseUnit);
}

interface ItemRowViewProps {
  row: ItemRow;
  entry: DraftEntry | undefined;
  facts: RowFacts | null;
  units: readonly string[];
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
  onEntry: (row: ItemRow, entry: DraftEntry | null) => void;
  onMove: (key: string, step: 1 | -1) => void;
  register: (key: string, input: HTMLInputElement | null) => void;
}

const ItemRowView = memo(function ItemRowView({
  row,
  entry,
  facts,
  units,
  showCosts,
  cost,
  onEntry,
  onMove,
  register,
}: ItemRowViewProps) {
  const { t } = useTranslation('stock-counts');
  const unit = entry?.unit || units[0] || '';
  // A unit the item no longer converts to stays offered, so the row can say so.
  const choices = unit !== '' && !units.includes(unit) ? [...units, unit] : units;
  const issue = facts?.issue ?? null;
  const errorId = issue ? `count-error-${encodeURIComponent(row.key)}` : undefined;
  const qtyKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'ArrowDown') {
      event.preventDefault();
      onMove(row.key, 1);
    } else if ((event.key === 'Enter' && event.shiftKey) || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(row.key, -1);
    }
  };
  const unitKeys = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      onMove(row.key, event.shiftKey ? -1 : 1);
    }
  };
  return (
    <tr
      className="larder-vrow stock-item-row"
      style={{ height: ROW_HEIGHT }}
      data-testid="count-row-item"
      data-foodkey={row.foodkey}
      data-area={row.area}
      data-invalid={issue ? 'true' : undefined}
    >
      <td className="stock-item-name">
        {row.name}
        {row.stock !== 'ingredient' && (
          <span className="stock-item-kind"> · {stockKindLabel(row.stock)}</span>
        )}
        {!row.item && <span className="stock-item-kind"> · {t('rows.gone')}</span>}
      </td>
      <td className="stock-item-category">{row.category}</td>
      <td>
        <input
          ref={(input) => register(row.key, input)}
          className="stock-qty-input"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('rows.quantityOf', { name: row.name })}
          aria-invalid={issue?.path === 'qty' ? true : undefined}
          aria-describedby={errorId}
          value={entry?.qty ?? ''}
          onChange={(event) => {
            const qty = event.currentTarget.value;
            // A row emptied in its default unit is not counted any more.
            onEntry(row, qty === '' && unit === (units[0] ?? '') ? null : { qty, unit });
          }}
          onKeyDown={qtyKeys}
        />
      </td>
      <td>
        <select
          className="stock-unit-select"
          aria-label={t('rows.unitOf', { name: row.name })}
          aria-invalid={issue?.path === 'unit' ? true : undefined}
          value={unit}
          disabled={choices.length === 0}
          onChange={(event) =>
            onEntry(row, { qty: entry?.qty ?? '', unit: event.currentTarget.value })
          }
          onKeyDown={unitKeys}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {unitName(choice)}
            </option>
          ))}
        </select>
      </td>
      <td data-testid="count-row-base">
        {issue ? (
          <span id={errorId} className="stock-row-error" data-testid="count-row-error">
            {countIssueText(issue, row)}
          </span>
        ) : (
          baseText(facts)
        )}
      </td>
      {showCosts && (
        <td className="stock-item-value" data-testid="count-row-value">
          {facts && !issue ? (
            facts.value === null ? (
              <span className="stock-no-value">{t('noPrice')}</span>
            ) : (
              cost(facts.value)
            )
          ) : (
            ''
          )}
        </td>
      )}
    </tr>
  );
});
