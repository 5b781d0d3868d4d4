import { Badge, Table, Text } from '@mantine/core';
import type { MenuClass } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import type { Engineering } from './engineering-rows';
import { classLabel, moneyText, shareText } from './figure-text';

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
  const { t } = useTranslation('menu-engineering', { keyPrefix: 'table' });
  const { currency } = useCostSettings();
  const money = (value: number | null) => moneyText(value, currency);
  return (
    <Table striped withTableBorder maw={860} data-testid="engineering-table">
      <Table.Caption>
        {t('caption', {
          share: shareText(engineering.popularityThreshold),
          profit: money(engineering.profitThreshold),
        })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('dish')}</Table.Th>
          <Table.Th ta="right">{t('unitsSold')}</Table.Th>
          <Table.Th ta="right">{t('share')}</Table.Th>
          <Table.Th ta="right">{t('grossProfit')}</Table.Th>
          <Table.Th>{t('class')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {engineering.rows.map((row) => (
          <Table.Tr key={row.foodkey} data-testid="engineering-row" data-foodkey={row.foodkey}>
            <Table.Td>
              {row.name}
              {row.missing && (
                <Text size="xs" c="dimmed" data-testid="engineering-note">
                  {t(`missing.${row.missing}`)}
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
                  {classLabel(row.class)}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
