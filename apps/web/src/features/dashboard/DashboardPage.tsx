import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IngredientPriceLinks } from '../../components/catalogue/IngredientPriceLinks';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { SyncRefusals } from '../../components/sync-refusals/SyncRefusals';
import { withScreenStyles } from '../../components/screen-styles';
import { useRestricted } from '../../state/restricted';
import { CostMovesCard } from './CostMovesCard';
import { DashboardCounts } from './DashboardCounts';
import { isEmptyVenue } from './dashboard-counts';
import { FoodCostCard } from './FoodCostCard';
import { IncompleteItemsCard } from './IncompleteItemsCard';
import { useDashboard, WASTAGE_DAYS } from './use-dashboard';
import { WastageCard } from './WastageCard';

/** "Try the sample venue", fetched only when a venue's dashboard is empty. */
const SampleVenueOffer = lazy(
  withScreenStyles(() =>
    import('./SampleVenueOffer').then((m) => ({ default: m.SampleVenueOffer })),
  ),
);

/** /dash: the venue at a glance. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <StoreGate>{(store) => <Dashboard store={store} />}</StoreGate>
    </Stack>
  );
}

function FirstSteps({ store, canEdit }: { store: VenueStore; canEdit: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" data-testid="dash-empty">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('empty.title')}
        </Title>
        <Text size="sm">{t('empty.text')}</Text>
        {canEdit && (
          <Group>
            <Button component={Link} to="/ingredient-add/new">
              {t('empty.addIngredient')}
            </Button>
            <Button component={Link} to="/recipe-add/new" variant="light">
              {t('empty.addRecipe')}
            </Button>
            <Button component={Link} to="/supplier-add/new" variant="light">
              {t('empty.addSupplier')}
            </Button>
          </Group>
        )}
        {canEdit && (
          <Suspense fallback={null}>
            <SampleVenueOffer store={store} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}

function Dashboard({ store }: { store: VenueStore }) {
  const data = useDashboard(store);
  const { canEdit, showCosts } = useRestricted();
  const { t } = useTranslation('common');
  if (!data) return <Text c="dimmed">{t('loading')}</Text>;
  return (
    <Stack gap="lg" data-testid="dashboard">
      <SyncRefusals store={store} canEdit={canEdit} />
      <DashboardCounts counts={data.counts} />
      {isEmptyVenue(data.counts) ? (
        <FirstSteps store={store} canEdit={canEdit} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="md">
            <IncompleteItemsCard items={data.incomplete} canEdit={canEdit} />
          </Paper>
          {showCosts && (
            <Paper withBorder p="md">
              <WastageCard total={data.wastage} days={WASTAGE_DAYS} />
            </Paper>
          )}
          {showCosts && (
            <Paper withBorder p="md">
              <Stack gap="sm">
                <CostMovesCard moves={data.moves} />
                {canEdit && (
                  <Group gap="xs" data-testid="dash-price-links">
                    <IngredientPriceLinks />
                  </Group>
                )}
              </Stack>
            </Paper>
          )}
          {showCosts && (
            <Paper withBorder p="md">
              <FoodCostCard dishes={data.dishes} />
            </Paper>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
