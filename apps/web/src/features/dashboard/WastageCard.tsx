import { Stack, Text, Title } from '@mantine/core';
import type { WastageTotal } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatCost } from '../../i18n/format';

/** The value of the wastage recorded over the last days. */
export function WastageCard({ total, days }: { total: WastageTotal; days: number }) {
  const { currency } = useCostSettings();
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xs" data-testid="dash-wastage">
      <Title order={2} size="h4">
        {t('wastage.title', { days })}
      </Title>
      {total.entries === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wastage.none', { days })}
        </Text>
      ) : (
        <Text size="sm">
          <Text span fw={700} data-testid="wastage-value">
            {formatCost(total.value, currency)}
          </Text>{' '}
          {t('wastage.entries', { count: total.entries })}
          {total.unvalued > 0 && ` ${t('wastage.unvalued', { count: total.unvalued })}`}
        </Text>
      )}
    </Stack>
  );
}
