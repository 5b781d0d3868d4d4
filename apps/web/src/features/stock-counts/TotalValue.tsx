import { Text } from '@mantine/core';
import type { StockTotal } from '@larder/domain';
import { useTranslation } from 'react-i18next';

/**
 * A total value of counted lines (operations-model §4): the sum of the known values, and how
 * many lines it leaves out for want of a value (never counted as 0).
 */
export function TotalValue({
  total,
  cost,
}: {
  total: StockTotal;
  cost: (value: number | null | undefined) => string;
}) {
  const { t } = useTranslation('stock-counts');
  return (
    <>
      {cost(total.value)}
      {total.missing > 0 && (
        <Text span size="xs" c="orange.8" fw={600} data-testid="value-missing">
          {' '}
          {t('linesWithoutValue', { count: total.missing })}
        </Text>
      )}
    </>
  );
}
