import { Alert, Badge, Group, Table, Text } from '@mantine/core';
import type { EstimateTotals } from '@larder/domain';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { percentText } from '../../components/menus/menu-figures';
import type { PricedLine } from './estimate-pricing';
import { moneyText } from './money-text';

/**
 * The estimate's totals, live (operations-model §6, §10 `estimateTotals`): cost, subtotal,
 * discount, net, tax, gross, margin and food cost percent. A missing cost shows a marker and
 * the recipes that lack one, never 0; totals that cannot be worked out yet say why.
 */
export function EstimateTotalsPanel({
  totals,
  lines,
}: {
  totals: EstimateTotals | null;
  lines: readonly PricedLine[];
}) {
  const { currency } = useCostSettings();
  const money = (value: number | null | undefined) => moneyText(value, currency);
  const noCost = lines.filter((l) => l.found && l.unitCost === null).map((l) => l.name);
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'cost', label: 'Cost', value: money(totals?.cost) },
    { key: 'subtotal', label: 'Subtotal', value: money(totals?.subtotal) },
    { key: 'discount', label: 'Discount', value: money(totals?.discount) },
    { key: 'net', label: 'Net', value: money(totals?.net) },
    { key: 'tax', label: 'Tax', value: money(totals?.tax) },
    { key: 'gross', label: 'Gross total', value: money(totals?.gross), strong: true },
    { key: 'margin', label: 'Margin', value: money(totals?.margin) },
    {
      key: 'food-cost',
      label: 'Food cost',
      value: percentText(totals?.foodCostPercent ?? null),
    },
  ];
  return (
    <div data-testid="estimate-totals">
      {totals === null && (
        <Alert color="gray" mb="xs" data-testid="totals-incomplete">
          The totals appear once every line has a recipe, servings and a price, and every figure is
          valid.
        </Alert>
      )}
      <Table withTableBorder maw={420}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={row.strong ? 700 : 500}>
                {row.label}
              </Table.Th>
              <Table.Td
                ta="right"
                fw={row.strong ? 700 : undefined}
                data-testid={`estimate-total-${row.key}`}
              >
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {noCost.length > 0 && (
        <Group gap="xs" mt="xs" data-testid="cost-missing">
          <Badge color="orange" variant="light">
            cost missing
          </Badge>
          <Text size="sm">
            No cost per serving yet for {noCost.join(', ')}: cost, margin and food cost wait for it.
          </Text>
        </Group>
      )}
    </div>
  );
}
