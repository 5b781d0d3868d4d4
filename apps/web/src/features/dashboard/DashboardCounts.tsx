import { Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardCounts as Counts } from './dashboard-counts';

const TILES: readonly { key: keyof Counts; label: string; to: string }[] = [
  { key: 'ingredients', label: 'Ingredients', to: '/ingredients' },
  { key: 'recipes', label: 'Recipes', to: '/recipes' },
  { key: 'packaging', label: 'Packaging items', to: '/packaging-items' },
  { key: 'suppliers', label: 'Suppliers', to: '/suppliers' },
  { key: 'menus', label: 'Menus', to: '/menu' },
];

/** How many ingredients, recipes, packaging items, suppliers and menus the venue has. */
export function DashboardCounts({ counts }: { counts: Counts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="dash-counts">
      {TILES.map((tile) => (
        <Paper
          key={tile.key}
          withBorder
          p="md"
          component={Link}
          to={tile.to}
          aria-label={`${tile.label}: ${counts[tile.key]}`}
          data-testid={`count-${tile.key}`}
          // The label is read first, as the name says it; the count is shown on top.
          style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
        >
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>{' '}
          <Text size="xl" fw={700}>
            {counts[tile.key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
