import { Badge, Table, Text } from '@mantine/core';
import type { PriceListPlan, PriceListRowStatus } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { cellText, rowResultText, statusLabel } from './price-list-texts';

export const STATUS_COLORS: Readonly<Record<PriceListRowStatus, string>> = {
  update: 'green',
  unchanged: 'gray',
  invalid: 'red',
  unmatched: 'orange',
  duplicate: 'orange',
};

/** Each row of the file with the ingredient it matched and what importing it does. */
export function PriceListPreview({ plan }: { plan: PriceListPlan }) {
  const { cost } = useCostSettings();
  // Drawn again when the language changes: the outcomes and figures are written in it.
  const { t } = useTranslation('price-list');
  const firstLine = useMemo(() => {
    const lines = new Map<string, number>();
    for (const row of plan.rows) {
      const key = row.before?.foodkey;
      if (key && row.status === 'update' && !lines.has(key)) lines.set(key, row.line);
      if (key && row.status === 'unchanged' && !lines.has(key)) lines.set(key, row.line);
    }
    return lines;
  }, [plan]);
  if (plan.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="price-list-no-rows">
        {t('preview.noRows')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        withTableBorder
        aria-label={t('preview.label')}
        data-testid="price-list-preview"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('preview.row')}</Table.Th>
            <Table.Th>{t('preview.code')}</Table.Th>
            <Table.Th>{t('preview.name')}</Table.Th>
            <Table.Th>{t('preview.price')}</Table.Th>
            <Table.Th>{t('preview.ingredient')}</Table.Th>
            <Table.Th>{t('preview.now')}</Table.Th>
            <Table.Th>{t('preview.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.rows.map((row) => (
            <Table.Tr key={row.line} data-testid="price-list-row" data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{cellText(row.row.code)}</Table.Td>
              <Table.Td>{cellText(row.row.name)}</Table.Td>
              <Table.Td>
                {cellText(row.row.purchaseprice)} {cellText(row.row.purchaseqty)}{' '}
                {cellText(row.row.purchaseunit)}
              </Table.Td>
              <Table.Td>{row.before ? row.before.name || row.before.foodkey : '—'}</Table.Td>
              <Table.Td>{row.before ? cost(row.before.purchaseprice) || '—' : ''}</Table.Td>
              <Table.Td data-testid="price-list-result">
                <Badge color={STATUS_COLORS[row.status]} variant="light" mr="xs">
                  {statusLabel(row.status)}
                </Badge>
                <Text span size="sm">
                  {rowResultText(row, row.before ? firstLine.get(row.before.foodkey) : undefined)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
