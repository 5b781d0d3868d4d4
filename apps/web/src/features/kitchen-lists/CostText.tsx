import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A cost, or the marker of a missing one (never 0, operations-model §3): 'no price' where
 * the item has no purchase price.
 */
export function CostText({
  value,
  cost,
  size = 'sm',
}: {
  value: number | null;
  cost: (value: number | null | undefined) => string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('kitchen-lists');
  if (value === null) {
    return (
      <Text span size={size} c="orange.8" fw={600} data-testid="cost-missing">
        {t('cost.missing')}
      </Text>
    );
  }
  return (
    <Text span size={size}>
      {cost(value)}
    </Text>
  );
}

/** A total, and that it leaves out lines without a price. */
export function TotalText({
  label,
  value,
  incomplete,
  cost,
  testId,
}: {
  label: string;
  value: number | null;
  incomplete: boolean;
  cost: (value: number | null | undefined) => string;
  testId: string;
}) {
  const { t } = useTranslation('kitchen-lists');
  return (
    <Text size="sm" fw={600} data-testid={testId}>
      {t('cost.total', { label, value: value === null ? t('cost.missing') : cost(value) })}
      {incomplete && (
        <Text span size="sm" c="orange.8" fw={600}>
          {' '}
          {t('cost.incomplete')}
        </Text>
      )}
    </Text>
  );
}
