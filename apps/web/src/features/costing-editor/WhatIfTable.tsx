import { Table } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { VIRTUAL_ROW_PROPS, VirtualTable } from '../../components/catalogue/VirtualTable';
import { percentText } from '../../components/menus/menu-figures';
import { deltaText, direction, pointsText, type Compared, type WhatIfRow } from './what-if-rows';
import './costing-editor.css';

const COLUMNS = 10;

const recipePath = (foodkey: string) => `/recipes/${encodeURIComponent(foodkey)}`;

/**
 * The affected recipes (operations-model §8): batch cost, cost per serving and food cost
 * percent, each before, after and the change, largest change first. Only the rows in view are
 * drawn, so a change that moves 3,000 recipes redraws as fast as one that moves ten.
 */
export const WhatIfTable = memo(function WhatIfTable({
  rows,
  cost,
  shownKey,
  stale,
}: {
  rows: readonly WhatIfRow[];
  cost: (value: number) => string;
  /** The changes the figures are for (the page's tests and timing read it). */
  shownKey: string;
  /** The figures are those of earlier changes while the new ones are worked out. */
  stale: boolean;
}) {
  const rowKey = useCallback((index: number) => rows[index]?.foodkey ?? String(index), [rows]);
  const row = useCallback(
    (index: number) => <WhatIfTableRow key={rows[index]!.foodkey} row={rows[index]!} cost={cost} />,
    [rows, cost],
  );
  const head = useMemo(
    () => (
      <>
        <Table.Tr>
          <Table.Th />
          <Table.Th colSpan={3} className="costing-group">
            Batch cost
          </Table.Th>
          <Table.Th colSpan={3} className="costing-group">
            Cost per serving
          </Table.Th>
          <Table.Th colSpan={3} className="costing-group">
            Food cost
          </Table.Th>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Recipe</Table.Th>
          {[0, 1, 2].flatMap((group) =>
            ['Now', 'New', 'Change'].map((label) => (
              <Table.Th key={`${group}-${label}`} className="costing-figure">
                {label}
              </Table.Th>
            )),
          )}
        </Table.Tr>
      </>
    ),
    [],
  );
  return (
    <div
      className={stale ? 'costing-table costing-stale' : 'costing-table'}
      data-testid="what-if-table"
      data-changes={shownKey}
      aria-busy={stale}
    >
      <VirtualTable count={rows.length} rowKey={rowKey} head={head} columns={COLUMNS} row={row} />
    </div>
  );
});

function FigureCells({
  figure,
  text,
  change,
  name,
}: {
  figure: Compared;
  text: (value: number | null) => string;
  change: (delta: number | null) => string;
  name: string;
}) {
  const way = direction(figure.delta);
  return (
    <>
      <td className="costing-figure" data-testid={`${name}-before`}>
        {text(figure.before)}
      </td>
      <td className="costing-figure" data-testid={`${name}-after`}>
        {text(figure.after)}
      </td>
      <td
        className={`costing-figure${way === 'up' ? ' costing-up' : way === 'down' ? ' costing-down' : ''}`}
        data-testid={`${name}-delta`}
      >
        {change(figure.delta)}
      </td>
    </>
  );
}

const WhatIfTableRow = memo(function WhatIfTableRow({
  row,
  cost,
}: {
  row: WhatIfRow;
  cost: (value: number) => string;
}) {
  const money = (value: number | null) => (value === null ? '—' : cost(value));
  const moneyChange = (delta: number | null) => deltaText(delta, cost);
  return (
    <tr {...VIRTUAL_ROW_PROPS} data-testid="what-if-row" data-foodkey={row.foodkey}>
      <td>
        <span className="larder-vrow-name">
          <Link to={recipePath(row.foodkey)}>{row.name}</Link>
        </span>
      </td>
      <FigureCells figure={row.cost} text={money} change={moneyChange} name="cost" />
      <FigureCells figure={row.perServing} text={money} change={moneyChange} name="serving" />
      <FigureCells figure={row.foodCost} text={percentText} change={pointsText} name="food-cost" />
    </tr>
  );
});
