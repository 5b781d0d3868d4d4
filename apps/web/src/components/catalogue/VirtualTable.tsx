import { Box, Table } from '@mantine/core';
import {
  observeElementRect,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { memo, useRef, type CSSProperties, type ReactNode } from 'react';

/** Every body row's height: a little more than Mantine's row with a small badge needs. */
const ROW_HEIGHT = 41;
/**
 * The props of a body row, a plain `<tr>` (drawing thousands of rows as they scroll or
 * filter, a row is plain elements, styled by app.css, not Mantine components): its height is
 * fixed, so rows are placed without measuring any; striped and highlighted as the table's.
 */
export const VIRTUAL_ROW_PROPS = {
  className: 'larder-vrow',
  style: { height: ROW_HEIGHT } satisfies CSSProperties,
  'data-striped': 'odd',
  'data-hover': true,
} as const;
/** Rows rendered beyond the visible ones on each side (smooth scrolling, small lists whole). */
const OVERSCAN = 10;
/** The scrolling box's greatest height, as a share of the window's. */
const BOX_SHARE = 0.7;

/**
 * The box's size, counted as at least its greatest height: the box grows with its rows, so
 * its first measure (header only) would otherwise draw one row, then a few more, frame after
 * frame. Also a box not laid out (height 0) still lists its first rows.
 */
function observeFullBox(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Rect) => void,
): void | (() => void) {
  const least = Math.round(window.innerHeight * BOX_SHARE);
  return observeElementRect(instance, (rect) =>
    cb({ width: rect.width, height: Math.max(rect.height, least) }),
  );
}

export interface VirtualTableProps {
  /** How many rows the table has. */
  count: number;
  /** The row's stable key. */
  rowKey: (index: number) => string;
  /** The header cells (one `Table.Tr`). */
  head: ReactNode;
  /** How many columns a row has (the spacer rows span them). */
  columns: number;
  /** One body row: a `<tr {...VIRTUAL_ROW_PROPS}>` of `<td>` cells. */
  row: (index: number) => ReactNode;
}

/**
 * A striped table that renders only the rows in view (and a few either side) inside its own
 * scrolling box, so a list of ten thousand rows costs as much to draw as one of thirty. Two
 * spacer rows stand in for the rows above and below; the top one keeps the stripe order.
 * Drawn again only when its props change (give it memoized `row`, `rowKey` and `head`).
 */
export const VirtualTable = memo(function VirtualTable({
  count,
  rowKey,
  head,
  columns,
  row,
}: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The rows are read afresh on every render here; nothing of the virtualizer is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: rowKey,
    overscan: OVERSCAN,
    observeElementRect: observeFullBox,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? first.start : 0;
  const after = last ? virtualizer.getTotalSize() - last.end : 0;
  // nth-of-type striping counts the spacers: as many of them as rows left out, modulo 2.
  const topSpacers = first === undefined || first.index === 0 ? 0 : first.index % 2 ? 1 : 2;

  return (
    <Box ref={scrollRef} mah={`${BOX_SHARE * 100}vh`} style={{ overflowY: 'auto' }}>
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>
          {topSpacers > 0 && <Spacer height={before} columns={columns} />}
          {topSpacers > 1 && <Spacer height={0} columns={columns} />}
          {rows.map((r) => row(r.index))}
          {after > 0 && <Spacer height={after} columns={columns} />}
        </Table.Tbody>
      </Table>
    </Box>
  );
});

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
