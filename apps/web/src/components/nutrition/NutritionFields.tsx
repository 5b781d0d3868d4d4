import {
  Accordion,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { UnitsInput } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unitChoices } from '../catalogue/unit-choices';
import { VOLUME_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../catalogue/unit-options';
import { NutrientInputs } from './NutrientInputs';
import { NutrientValuesLine } from './NutrientValuesLine';
import {
  LABEL_FIELDS,
  manualPer100g,
  MORE_FIELDS,
  NUTRITION_MODES,
  nutritionModeLabel,
  type NutritionErrors,
  type NutritionFormValues,
  type NutritionMode,
} from './nutrition-form';
import { UsdaFoodPicker } from './UsdaFoodPicker';

export interface NutritionFieldsProps {
  value: NutritionFormValues;
  onChange(next: NutritionFormValues): void;
  errors: NutritionErrors;
  /** The item's density (g per mL) from its conversions: per-volume entries need it. */
  density: number | null;
  units?: UnitsInput;
}

/**
 * The Nutrition section of an item form (product spec §3): a USDA food picked from the
 * offline search, values per 100 g, or a manual entry per an amount of the item, normalised
 * to per 100 g (shown live).
 */
export function NutritionFields({ value, onChange, errors, density, units }: NutritionFieldsProps) {
  const { t } = useTranslation('components');
  const perUnitOptions = [
    { group: t('units.groups.weight'), items: unitChoices(WEIGHT_UNIT_OPTIONS) },
    { group: t('units.groups.volume'), items: unitChoices(VOLUME_UNIT_OPTIONS) },
  ];
  const set = (patch: Partial<NutritionFormValues>) => onChange({ ...value, ...patch });
  const setValue = (tag: string, next: number | string) =>
    set({ values: { ...value.values, [tag]: next } });
  const preview = useMemo(() => manualPer100g(value, density, units), [value, density, units]);
  const fields = (
    <>
      <NutrientInputs nutrients={LABEL_FIELDS} value={value} errors={errors} onChange={setValue} />
      <Accordion variant="contained">
        <Accordion.Item value="more">
          <Accordion.Control>{t('nutrition.moreNutrients')}</Accordion.Control>
          <Accordion.Panel>
            <NutrientInputs
              nutrients={MORE_FIELDS}
              value={value}
              errors={errors}
              onChange={setValue}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );

  return (
    <Fieldset legend={t('nutrition.title')} data-testid="nutrition-fields">
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('nutrition.sourceLabel')}
          value={value.mode}
          onChange={(mode) => set({ mode: mode as NutritionMode })}
          data={NUTRITION_MODES.map((m) => ({ value: m, label: nutritionModeLabel(m) }))}
        />
        {value.mode === 'none' && (
          <Text size="sm" c="dimmed">
            {t('nutrition.noneHint')}
          </Text>
        )}
        {value.mode === 'usda' && (
          <UsdaFoodPicker
            value={value.usdaId}
            onChange={(usdaId) => set({ usdaId })}
            error={errors['nutrition.usdaId']}
          />
        )}
        {value.mode === 'per100' && (
          <>
            <Text size="sm" c="dimmed">
              {t('nutrition.per100Hint')}
            </Text>
            {fields}
          </>
        )}
        {value.mode === 'manual' && (
          <>
            <Group align="flex-start">
              <NumberInput
                label={t('nutrition.per')}
                hideControls
                decimalScale={6}
                w={120}
                value={value.per}
                error={errors['nutrition.per']}
                onChange={(per) => set({ per })}
              />
              <Select
                label={t('nutrition.perUnit')}
                data={perUnitOptions}
                searchable
                w={140}
                value={value.perUnit}
                error={errors['nutrition.perUnit']}
                onChange={(perUnit) => set({ perUnit: perUnit ?? '' })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="energy-unit-label">
                  {t('nutrition.energyUnit')}
                </Text>
                <SegmentedControl
                  aria-labelledby="energy-unit-label"
                  value={value.energyUnit}
                  onChange={(u) => set({ energyUnit: u === 'kcal' ? 'kcal' : 'kJ' })}
                  data={['kJ', 'kcal']}
                />
              </Stack>
            </Group>
            {fields}
            <Stack gap={2} aria-live="polite" data-testid="manual-per-100g">
              <Text size="sm" fw={500}>
                {t('nutrition.per100g')}
              </Text>
              {preview ? (
                <NutrientValuesLine values={preview} />
              ) : (
                <Text size="sm" c="orange.8">
                  {density === null ? t('nutrition.needsDensity') : t('nutrition.needsAmount')}
                </Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
