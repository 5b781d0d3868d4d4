import { Badge } from '@mantine/core';
import { allergenDisplayName } from './allergen-names';
import { AllergenIcon } from './AllergenIcon';

/** One allergen, read-only: its pictogram and name (any other name without a pictogram). */
export function AllergenBadge({ allergen }: { allergen: string }) {
  return (
    <Badge
      size="md"
      variant="outline"
      color="red"
      tt="none"
      data-testid="allergen"
      leftSection={<AllergenIcon allergen={allergen} size={14} decorative />}
    >
      {allergenDisplayName(allergen)}
    </Badge>
  );
}
