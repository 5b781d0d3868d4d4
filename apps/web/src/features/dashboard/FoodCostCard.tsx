import { Stack, Text, Title } from '@mantine/core';
import type { MenuDish } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { MenuDishesTable } from '../../components/menus/MenuDishesTable';

/** Menu items by food cost percentage, highest first. */
export function FoodCostCard({ dishes }: { dishes: readonly MenuDish[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xs" data-testid="dash-food-cost">
      <Title order={2} size="h4">
        {t('foodCost.title')}
      </Title>
      {dishes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('foodCost.none')}
        </Text>
      ) : (
        <MenuDishesTable dishes={dishes} showCosts withAllergens={false} />
      )}
    </Stack>
  );
}
