import { Alert, Badge, Group, Table, Text } from '@mantine/core';
import type { EstimateTotals } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatNumber } from '../../i18n/format';
import type { PricedLine } from './estimate-pricing';
import { moneyText } from './money-text';

/** A food cost percentage as shown: one decimal and '%' ('25.7%', '25,7 %'); absent is '—'. */
const foodCostText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatNumber(value / 100, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        useGrouping: false,
      })
    : '—';

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
  const { t } = useTranslation('estimates', { keyPrefix: 'totals' });
  const { currency } = useCostSettings();
  const money = (value: number | null | undefined) => moneyText(value, currency);
  const noCost = lines.filter((l) => l.found && l.unitCost === null).map((l) => l.name);
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'cost', label: t('cost'), value: money(totals?.cost) },
    { key: 'subtotal', label: t('subtotal'), value: money(totals?.subtotal) },
    { key: 'discount', label: t('discount'), value: money(totals?.discount) },
    { key: 'net', label: t('net'), value: money(totals?.net) },
    { key: 'tax', label: t('tax'), value: money(totals?.tax) },
    { key: 'gross', label: t('gross'), value: money(totals?.gross), strong: true },
    { key: 'margin', label: t('margin'), value: money(totals?.margin) },
    { key: 'food-cost', label: t('foodCost'), value: foodCostText(totals?.foodCostPercent) },
  ];
  return (
    <div data-testid="estimate-totals">
      {totals === null && (
        <Alert color="gray" mb="xs" data-testid="totals-incomplete">
          {t('incomplete')}
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
            {t('costMissing')}
          </Badge>
          <Text size="sm">{t('noCostFor', { names: noCost.join(', ') })}</Text>
        </Group>
      )}
    </div>
  );
}
