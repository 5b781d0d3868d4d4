import { Table, Text } from '@mantine/core';
import { dayOf, type PriceHistoryEntry } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { PlainTd, PlainTh, PlainTr } from '../plain-fields/PlainTableCells';
import { useCostSettings } from './catalogue-context';
import { unitText } from './unit-choices';

/** An item's price history, newest first (price per g, mL or each). */
export function PriceHistoryTable({
  entries,
}: {
  entries: readonly PriceHistoryEntry[] | null | undefined;
}) {
  const { t } = useTranslation('components');
  const { cost } = useCostSettings();
  const rows = [...(entries ?? [])]
    .map((e) => ({ day: dayOf(e.date) ?? String(e.date ?? ''), entry: e }))
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('priceHistory.none')}
      </Text>
    );
  return (
    <Table withTableBorder maw={420} data-testid="price-history">
      <Table.Thead>
        <PlainTr>
          <PlainTh>{t('priceHistory.date')}</PlainTh>
          <PlainTh>{t('priceHistory.price')}</PlainTh>
        </PlainTr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ day, entry }, i) => (
          <PlainTr key={`${day}-${i}`}>
            <PlainTd>{day}</PlainTd>
            <PlainTd>
              {t('priceHistory.pricePer', {
                price: cost(entry.price),
                unit: entry.unit ? unitText(entry.unit) : '',
              })}
            </PlainTd>
          </PlainTr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
