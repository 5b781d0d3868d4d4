import { Stack, Text, Title } from '@mantine/core';
import type { WastageTotal } from '@larder/domain';
import { useCostSettings } from '../../components/catalogue/catalogue-context';

/** The value of the wastage recorded over the last days. */
export function WastageCard({ total, days }: { total: WastageTotal; days: number }) {
  const { cost } = useCostSettings();
  return (
    <Stack gap="xs" data-testid="dash-wastage">
      <Title order={2} size="h4">
        Wastage, last {days} days
      </Title>
      {total.entries === 0 ? (
        <Text size="sm" c="dimmed">
          No wastage recorded in the last {days} days.
        </Text>
      ) : (
        <Text size="sm">
          <Text span fw={700} data-testid="wastage-value">
            {cost(total.value)}
          </Text>{' '}
          over {total.entries} {total.entries === 1 ? 'entry' : 'entries'}
          {total.unvalued > 0 && ` (${total.unvalued} without a value)`}
        </Text>
      )}
    </Stack>
  );
}
