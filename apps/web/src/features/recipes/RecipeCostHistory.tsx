import { Stack, Text, Title } from '@mantine/core';
import { type CatalogueItem, recipeCostHistory, type UnitOverrides } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceHistoryChart } from '../../components/catalogue/PriceHistoryChart';
import { PriceHistoryTable } from '../../components/catalogue/PriceHistoryTable';

/**
 * A recipe's price history: its batch cost on each day an ingredient or packaging item it uses
 * changed price (the domain's `recipeCostHistory`), as the chart and table of the ingredient
 * and packaging pages.
 */
export function RecipeCostHistory({
  items,
  foodkey,
  units,
}: {
  items: readonly CatalogueItem[];
  foodkey: string;
  units: UnitOverrides;
}) {
  const { t } = useTranslation('recipes');
  const entries = useMemo(() => recipeCostHistory(items, foodkey, units), [items, foodkey, units]);
  return (
    <Stack gap="xs" data-testid="recipe-cost-history">
      <Title order={2} size="h4">
        {t('costHistory.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('costHistory.text')}
      </Text>
      <PriceHistoryChart entries={entries} />
      <PriceHistoryTable entries={entries} />
    </Stack>
  );
}
