import { Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import type { PrepLine } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import type { KitchenLists } from '../../components/operations/use-kitchen-lists';
import { areaHeading, batchesText, categoryHeading, prepAmountText } from './kitchen-list-text';
import { firstPrepLines, prepLineCount, useLinesShown } from './progressive-lines';

export interface PrepLinesProps {
  lists: KitchenLists;
  /** The lines ticked done on the list's day; undefined while they load. */
  ticks: ReadonlySet<string> | undefined;
  onTick(line: PrepLine, done: boolean): void;
  /** 'panel': compact rows for the side panel; 'page': the printable table. */
  variant: 'panel' | 'page';
}

/**
 * The recipes to prepare (operations-model §2), by storage area, then category; each with
 * its amount in display units, its batches and a done tick.
 */
export function PrepLines({ lists, ticks, onTick, variant }: PrepLinesProps) {
  const { t } = useTranslation('kitchen-lists');
  const { units } = useCostSettings();
  const total = prepLineCount(lists.groups);
  const shown = useLinesShown(total);
  const groups = shown < total ? firstPrepLines(lists.groups, shown) : lists.groups;
  const tick = (line: PrepLine, label?: string) => (
    <Checkbox
      checked={ticks?.has(line.foodkey) ?? false}
      disabled={!ticks}
      aria-label={label ? undefined : t('prep.doneOf', { name: line.name })}
      label={label}
      onChange={(event) => onTick(line, event.currentTarget.checked)}
      data-testid="prep-tick"
    />
  );
  return (
    <Stack gap={variant === 'panel' ? 'sm' : 'lg'} data-testid="prep-lines">
      {groups.map((area) => (
        <Stack key={area.storagearea} gap={4} className="kitchen-print-group">
          <Title order={variant === 'panel' ? 3 : 2} size={variant === 'panel' ? 'h5' : 'h3'}>
            {areaHeading(area.storagearea)}
          </Title>
          {area.categories.map((group) => (
            <Stack key={group.category} gap={4}>
              <Text size="sm" fw={600} c="dimmed">
                {categoryHeading(group.category)}
              </Text>
              {variant === 'panel' ? (
                group.lines.map((line) => (
                  <Stack
                    key={line.foodkey}
                    gap={0}
                    data-testid="prep-line"
                    data-foodkey={line.foodkey}
                  >
                    {tick(line, line.name)}
                    <Text size="xs" c="dimmed" pl={30} data-testid="prep-amount">
                      {t('prep.amountBatches', {
                        count: line.batches,
                        amount: prepAmountText(line, units),
                        batches: batchesText(line.batches),
                      })}
                    </Text>
                  </Stack>
                ))
              ) : (
                <Table withTableBorder layout="fixed" className="kitchen-print-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>{t('prep.done')}</Table.Th>
                      <Table.Th>{t('prep.recipe')}</Table.Th>
                      <Table.Th ta="right">{t('prep.amount')}</Table.Th>
                      <Table.Th ta="right">{t('prep.batches')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.lines.map((line) => (
                      <Table.Tr
                        key={line.foodkey}
                        data-testid="prep-line"
                        data-foodkey={line.foodkey}
                      >
                        <Table.Td>{tick(line)}</Table.Td>
                        <Table.Td>{line.name}</Table.Td>
                        <Table.Td ta="right">{prepAmountText(line, units)}</Table.Td>
                        <Table.Td ta="right" data-testid="prep-batches">
                          {batchesText(line.batches)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          ))}
        </Stack>
      ))}
      {shown < total && (
        <Text size="xs" c="dimmed" data-testid="lines-drawing">
          {t('drawing', { count: total - shown })}
        </Text>
      )}
    </Stack>
  );
}
