import { Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostText } from '../../components/catalogue/use-cost-text';
import type { ScaledLine } from './recipe-scaler';

const INDENT_REM = 1.25;
/** The disclosure marks of a sub-recipe line: open and closed. */
const OPEN_MARK = '▾';
const CLOSED_MARK = '▸';

/**
 * The scaled recipe's lines (operations-model §9). A sub-recipe line is a disclosure button
 * (Enter or Space opens it): its own lines follow it, indented, scaled to the amount the line
 * uses, and so on down; or the reason it cannot open.
 */
export function ScaledLinesTable({
  lines,
  showCosts,
}: {
  lines: readonly ScaledLine[];
  showCosts: boolean;
}) {
  const { t } = useTranslation('recipes');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) =>
      setOpen((was) => {
        const next = new Set(was);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  return (
    <Table withTableBorder maw={760} data-testid="scaled-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('scaler.item')}</Table.Th>
          <Table.Th>{t('scaler.recipe')}</Table.Th>
          <Table.Th>{t('scaler.scaled')}</Table.Th>
          {showCosts && <Table.Th>{t('scaler.scaledCost')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <LineRows lines={lines} depth={0} open={open} toggle={toggle} showCosts={showCosts} />
      </Table.Tbody>
    </Table>
  );
}

const rowId = (key: string) => `scaled-${key.replace(/[^a-z0-9-]/gi, '_')}`;

function LineRows({
  lines,
  depth,
  open,
  toggle,
  showCosts,
}: {
  lines: readonly ScaledLine[];
  depth: number;
  open: ReadonlySet<string>;
  toggle(key: string): void;
  showCosts: boolean;
}) {
  const money = useCostText();
  const indent = { paddingLeft: `${0.625 + depth * INDENT_REM}rem` };
  return (
    <>
      {lines.map((line) => {
        const expanded = line.sub !== null && open.has(line.key);
        const children = expanded && line.sub ? childIds(line) : undefined;
        return (
          <Fragment key={line.key}>
            <Table.Tr id={rowId(line.key)} data-testid="scaled-line" data-depth={depth}>
              <Table.Td style={indent}>
                {line.sub ? (
                  <UnstyledButton
                    onClick={() => toggle(line.key)}
                    aria-expanded={expanded}
                    aria-controls={children}
                    data-testid="scaled-sub-toggle"
                    style={{ textDecoration: 'underline', display: 'inline-flex', gap: 6 }}
                  >
                    <span aria-hidden="true">{expanded ? OPEN_MARK : CLOSED_MARK}</span>
                    {line.name}
                  </UnstyledButton>
                ) : (
                  line.name
                )}
              </Table.Td>
              <Table.Td>{line.original}</Table.Td>
              <Table.Td data-testid="scaled-quantity">{line.scaled}</Table.Td>
              {showCosts && <Table.Td data-testid="scaled-cost">{money(line.cost)}</Table.Td>}
            </Table.Tr>
            {expanded && line.sub?.kind === 'lines' && (
              <LineRows
                lines={line.sub.lines}
                depth={depth + 1}
                open={open}
                toggle={toggle}
                showCosts={showCosts}
              />
            )}
            {expanded && line.sub?.kind === 'none' && (
              <Table.Tr id={rowId(`${line.key}/none`)} data-depth={depth + 1}>
                <Table.Td
                  colSpan={showCosts ? 4 : 3}
                  style={{ paddingLeft: `${0.625 + (depth + 1) * INDENT_REM}rem` }}
                >
                  <Text size="sm" c="dimmed" data-testid="scaled-sub-missing">
                    {line.sub.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      })}
    </>
  );
}

/** The ids of the rows an open sub-recipe line shows directly (its aria-controls). */
const childIds = (line: ScaledLine): string =>
  line.sub?.kind === 'lines'
    ? line.sub.lines.map((child) => rowId(child.key)).join(' ')
    : rowId(`${line.key}/none`);
