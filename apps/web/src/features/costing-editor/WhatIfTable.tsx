import { Table } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIRTUAL_ROW_PROPS, VirtualTable } from '../../components/catalogue/VirtualTable';
import {
  deltaText,
  direction,
  foodCostText,
  pointsText,
  type Compared,
  type WhatIfRow,
} from './what-if-rows';
import './costing-editor.css';

const COLUMNS = 10;

/** The three columns of each figure: before, after and the difference. */
const FIGURE_COLUMNS = ['now', 'new', 'change'] as const;

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
  const { t } = useTranslation('costing-editor');
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
            {t('table.batchCost')}
          </Table.Th>
          <Table.Th colSpan={3} className="costing-group">
            {t('table.perServing')}
          </Table.Th>
          <Table.Th colSpan={3} className="costing-group">
            {t('table.foodCost')}
          </Table.Th>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('table.recipe')}</Table.Th>
          {[0, 1, 2].flatMap((group) =>
            FIGURE_COLUMNS.map((column) => (
              <Table.Th key={`${group}-${column}`} className="costing-figure">
                {t(`table.${column}`)}
              </Table.Th>
            )),
          )}
        </Table.Tr>
      </>
    ),
    [t],
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
      <FigureCells figure={row.foodCost} text={foodCostText} change={pointsText} name="food-cost" />
    </tr>
  );
});
