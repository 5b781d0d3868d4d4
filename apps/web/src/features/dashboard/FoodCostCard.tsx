import { Stack, Text, Title } from '@mantine/core';
import type { MenuDish } from '@larder/domain';
import { MenuDishesTable } from '../../components/menus/MenuDishesTable';

/** Menu items by food cost percentage, highest first. */
export function FoodCostCard({ dishes }: { dishes: readonly MenuDish[] }) {
  return (
    <Stack gap="xs" data-testid="dash-food-cost">
      <Title order={2} size="h4">
        Menu items by food cost
      </Title>
      {dishes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No menu items yet. Mark recipes as menu items and give them a selling price to see their
          food cost here.
        </Text>
      ) : (
        <MenuDishesTable dishes={dishes} showCosts withAllergens={false} />
      )}
    </Stack>
  );
}
