import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { chartData } from './engineering-chart-data';
import { EngineeringChart } from './EngineeringChart';
import type { Engineering } from './engineering-rows';
import { EngineeringTable } from './EngineeringTable';

/**
 * The classes of a period's dishes (operations-model §7): Star, Plowhorse, Puzzle or Dog, as
 * a table and a scatter chart; an empty state until units sold are typed or imported.
 */
export function EngineeringResult({ engineering }: { engineering: Engineering }) {
  const data = useMemo(() => chartData(engineering), [engineering]);
  return (
    <Stack gap="sm" data-testid="engineering-result">
      <Title order={3} size="h4">
        Classes
      </Title>
      {engineering.totalUnits === 0 ? (
        <Text size="sm" c="dimmed" data-testid="engineering-empty">
          No sales for this period yet. Type the units sold of each dish above, or import them from
          a CSV file, to see which dishes are Stars, Plowhorses, Puzzles and Dogs.
        </Text>
      ) : (
        <>
          {!data && (
            <Alert color="orange" data-testid="engineering-none-classified">
              No dish has both a cost per serving and a sale price, so none can be classified. Add
              the missing costs and sale prices in the recipes.
            </Alert>
          )}
          <EngineeringTable engineering={engineering} />
          {data && <EngineeringChart data={data} />}
        </>
      )}
    </Stack>
  );
}
