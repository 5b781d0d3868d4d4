import { Group, Text } from '@mantine/core';
import { AllergenBadge } from '../../components/allergens/AllergenBadge';

/** A recipe's allergens (costing-model §8) as badges; says so when there are none. */
export function AllergenList({ allergens }: { allergens: readonly string[] }) {
  if (allergens.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-allergens">
        None of the 14 allergens
      </Text>
    );
  }
  return (
    <Group gap={4} aria-label="Allergens">
      {allergens.map((a) => (
        <AllergenBadge key={a} allergen={a} />
      ))}
    </Group>
  );
}
