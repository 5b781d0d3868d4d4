import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AllergenBadge } from '../../components/allergens/AllergenBadge';

/** A recipe's allergens (costing-model §8) as badges; says so when there are none. */
export function AllergenList({ allergens }: { allergens: readonly string[] }) {
  const { t } = useTranslation('recipes');
  if (allergens.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-allergens">
        {t('allergens.none')}
      </Text>
    );
  }
  return (
    <Group gap={4} aria-label={t('allergens.title')}>
      {allergens.map((a) => (
        <AllergenBadge key={a} allergen={a} />
      ))}
    </Group>
  );
}
