import { Text } from '@mantine/core';
import type { NutrientValues } from '@larder/domain';
import { nutrientSummary } from './nutrient-summary';

/** Key nutrients per 100 g on one line ("Energy 1046 kJ · Fat 8 g · …"). */
export function NutrientValuesLine({ values }: { values: NutrientValues }) {
  return (
    <Text size="sm">
      {nutrientSummary(values)
        .map((p) => p.text)
        .join(' · ')}
    </Text>
  );
}
