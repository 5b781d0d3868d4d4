import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import type { DashboardCounts as Counts } from './dashboard-counts';

const TILES: readonly { key: keyof Counts; to: string }[] = [
  { key: 'ingredients', to: '/ingredients' },
  { key: 'recipes', to: '/recipes' },
  { key: 'packaging', to: '/packaging-items' },
  { key: 'suppliers', to: '/suppliers' },
  { key: 'menus', to: '/menu' },
];

/** How many ingredients, recipes, packaging items, suppliers and menus the venue has. */
export function DashboardCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="dash-counts">
      {TILES.map((tile) => {
        const label = t(`counts.${tile.key}`);
        const count = formatNumber(counts[tile.key]);
        return (
          <Paper
            key={tile.key}
            withBorder
            p="md"
            component={Link}
            to={tile.to}
            aria-label={t('counts.tile', { label, number: count })}
            data-testid={`count-${tile.key}`}
            // The label is read first, as the name says it; the count is shown on top.
            style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
          >
            <Text size="sm" c="dimmed">
              {label}
            </Text>{' '}
            <Text size="xl" fw={700}>
              {count}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
