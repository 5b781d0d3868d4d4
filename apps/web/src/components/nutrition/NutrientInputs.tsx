import { NumberInput, SimpleGrid } from '@mantine/core';
import type { NutrientDefinition } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { nutrientName, nutrientUnitText } from './nutrient-names';
import { fieldUnit, type NutritionErrors, type NutritionFormValues } from './nutrition-form';

/** One number input per nutrient, labelled with its unit ("Energy (kcal)", "Sodium (mg)"). */
export function NutrientInputs({
  nutrients,
  value,
  errors,
  onChange,
}: {
  nutrients: readonly NutrientDefinition[];
  value: NutritionFormValues;
  errors: NutritionErrors;
  onChange(tag: string, next: number | string): void;
}) {
  const { t } = useTranslation('components');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
      {nutrients.map((n) => (
        <NumberInput
          key={n.tag}
          label={t('nutrition.inputLabel', {
            name: nutrientName(n),
            unit: nutrientUnitText(fieldUnit(n, value)),
          })}
          hideControls
          decimalScale={6}
          min={0}
          value={value.values[n.tag] ?? ''}
          error={errors[`nutrition.values.${n.tag}`]}
          onChange={(v) => onChange(n.tag, v)}
        />
      ))}
    </SimpleGrid>
  );
}
