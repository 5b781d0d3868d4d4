import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chartData } from './engineering-chart-data';
import { EngineeringChart } from './EngineeringChart';
import type { Engineering } from './engineering-rows';
import { EngineeringTable } from './EngineeringTable';

/**
 * The classes of a period's dishes (operations-model §7): Star, Plowhorse, Puzzle or Dog, as
 * a table and a scatter chart; an empty state until units sold are typed or imported.
 */
export function EngineeringResult({ engineering }: { engineering: Engineering }) {
  const { t } = useTranslation('menu-engineering', { keyPrefix: 'result' });
  const data = useMemo(() => chartData(engineering), [engineering]);
  return (
    <Stack gap="sm" data-testid="engineering-result">
      <Title order={3} size="h4">
        {t('title')}
      </Title>
      {engineering.totalUnits === 0 ? (
        <Text size="sm" c="dimmed" data-testid="engineering-empty">
          {t('empty')}
        </Text>
      ) : (
        <>
          {!data && (
            <Alert color="orange" data-testid="engineering-none-classified">
              {t('noneClassified')}
            </Alert>
          )}
          <EngineeringTable engineering={engineering} />
          {data && <EngineeringChart data={data} />}
        </>
      )}
    </Stack>
  );
}
