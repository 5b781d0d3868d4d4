import { Text } from '@mantine/core';
import type { NutrientValues } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { nutrientSummary } from './nutrient-summary';

/** Key nutrients per 100 g on one line ("Energy 1046 kJ · Fat 8 g · …"). */
export function NutrientValuesLine({ values }: { values: NutrientValues }) {
  // Written again in the new language when it changes.
  useTranslation('components');
  return (
    <Text size="sm">
      {nutrientSummary(values)
        .map((p) => p.text)
        .join(' · ')}
    </Text>
  );
}
