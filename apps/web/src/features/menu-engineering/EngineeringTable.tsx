import { Badge, Table, Text } from '@mantine/core';
import { MENU_CLASS_LABELS, type MenuClass } from '@larder/domain';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { priceText } from '../../components/menus/menu-figures';
import { shareText } from './engineering-chart-data';
import { MISSING_FIGURE_TEXT, type Engineering } from './engineering-rows';

const CLASS_COLORS: Readonly<Record<MenuClass, string>> = {
  star: 'yellow',
  plowhorse: 'blue',
  puzzle: 'grape',
  dog: 'gray',
};

/**
 * The menu engineering table (operations-model §7): each dish's units sold, share of the units
 * sold, gross profit and class; '—' with the reason for a dish without cost or sale price. It is
 * also the text of the chart beside it.
 */
export function EngineeringTable({ engineering }: { engineering: Engineering }) {
  const { currency } = useCostSettings();
  const money = (value: number | null) => priceText(value, currency);
  return (
    <Table striped withTableBorder maw={860} data-testid="engineering-table">
      <Table.Caption>
        Popular: a share of at least {shareText(engineering.popularityThreshold)} (70% of an even
        share). Profitable: a gross profit of at least {money(engineering.profitThreshold)} (the
        average weighted by units sold).
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Dish</Table.Th>
          <Table.Th ta="right">Units sold</Table.Th>
          <Table.Th ta="right">Share</Table.Th>
          <Table.Th ta="right">Gross profit</Table.Th>
          <Table.Th>Class</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {engineering.rows.map((row) => (
          <Table.Tr key={row.foodkey} data-testid="engineering-row" data-foodkey={row.foodkey}>
            <Table.Td>
              {row.name}
              {row.missing && (
                <Text size="xs" c="dimmed" data-testid="engineering-note">
                  {MISSING_FIGURE_TEXT[row.missing]}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" data-testid="engineering-units">
              {row.unitsSold}
            </Table.Td>
            <Table.Td ta="right" data-testid="engineering-share">
              {shareText(row.share)}
            </Table.Td>
            <Table.Td ta="right" data-testid="engineering-profit">
              {money(row.grossProfit)}
            </Table.Td>
            <Table.Td data-testid="engineering-class">
              {row.class === null ? (
                '—'
              ) : (
                <Badge variant="light" color={CLASS_COLORS[row.class]}>
                  {MENU_CLASS_LABELS[row.class]}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
