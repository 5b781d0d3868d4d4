import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserVenue } from '../../api/api-types';
import { ProBadge } from '../../components/pro/ProBadge';
import { deletedCount, venueCoverage } from './venue-coverage';

/**
 * Every venue of the user with PRO or FREE and why (product spec §4): Pro goes to the venues
 * in their order, deleted ones not counted, up to the allowed venue count.
 */
export function VenueCoverageList({
  venues,
  allowed,
}: {
  venues: readonly UserVenue[];
  allowed: number;
}) {
  const rows = venueCoverage(venues, allowed);
  const deleted = deletedCount(venues);
  const { t } = useTranslation('subscription');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="venue-coverage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="venue-coverage-title">
          {t('coverage.title')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coverage.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => (
              <li key={row.id} data-testid="venue-coverage" data-venue-id={row.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} data-testid="venue-coverage-name">
                    {row.name}
                  </Text>
                  <ProBadge pro={row.pro} />
                </Group>
                <Text size="sm" c="dimmed" data-testid="venue-coverage-why">
                  {row.why}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {deleted > 0 && (
          <Text size="sm" c="dimmed" data-testid="deleted-venues">
            {t('coverage.deleted', { count: deleted })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
