import { Badge, Group, Table, Text } from '@mantine/core';
import type { MenuDish } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostSettings } from '../catalogue/catalogue-context';
import { costOrDash, percentText } from './menu-figures';
import { AllergenBadge } from '../allergens/AllergenBadge';

const recipePath = (foodkey: string) => `/recipes/${encodeURIComponent(foodkey)}`;

/** A menu's dishes: cost per serving, selling price, food cost % and allergens. */
export function MenuDishesTable({
  dishes,
  showCosts,
  withAllergens = true,
}: {
  dishes: readonly MenuDish[];
  showCosts: boolean;
  withAllergens?: boolean;
}) {
  const { t } = useTranslation('components');
  const { cost } = useCostSettings();
  return (
    <Table striped withTableBorder data-testid="menu-dishes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('menus.dish')}</Table.Th>
          {showCosts && <Table.Th>{t('menus.costPerServing')}</Table.Th>}
          {showCosts && <Table.Th>{t('menus.sellingPrice')}</Table.Th>}
          {showCosts && <Table.Th>{t('menus.foodCost')}</Table.Th>}
          {withAllergens && <Table.Th>{t('menus.allergens')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dishes.map((dish) => (
          <Table.Tr key={dish.foodkey} data-testid="menu-dish">
            <Table.Td>
              {dish.found ? (
                <Link to={recipePath(dish.foodkey)}>{dish.name}</Link>
              ) : (
                <Group gap="xs">
                  <Text span>{dish.name}</Text>
                  <Badge size="xs" color="orange">
                    {t('menus.recipeNotFound')}
                  </Badge>
                </Group>
              )}
            </Table.Td>
            {showCosts && (
              <Table.Td data-testid="dish-cost">{costOrDash(cost, dish.perServing)}</Table.Td>
            )}
            {showCosts && (
              <Table.Td data-testid="dish-price">{costOrDash(cost, dish.salePrice)}</Table.Td>
            )}
            {showCosts && (
              <Table.Td data-testid="dish-food-cost">{percentText(dish.foodCost)}</Table.Td>
            )}
            {withAllergens && (
              <Table.Td data-testid="dish-allergens">
                {dish.allergens.length > 0 ? (
                  <Group gap={4}>
                    {dish.allergens.map((a) => (
                      <AllergenBadge key={a} allergen={a} />
                    ))}
                  </Group>
                ) : (
                  '—'
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
