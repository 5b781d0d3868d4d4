import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAllergen } from '@larder/domain';
import { AllergenIcon } from './AllergenIcon';

/** One allergen, read-only: its pictogram and name (any other name without a pictogram). */
export function AllergenBadge({ allergen }: { allergen: string }) {
  const { t } = useTranslation('components');
  return (
    <Badge
      size="md"
      variant="outline"
      color="red"
      tt="none"
      data-testid="allergen"
      leftSection={<AllergenIcon allergen={allergen} size={14} decorative />}
    >
      {isAllergen(allergen) ? t(`allergens.${allergen}`) : allergen}
    </Badge>
  );
}
