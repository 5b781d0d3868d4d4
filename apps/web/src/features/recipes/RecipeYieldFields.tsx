import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unitChoices } from '../../components/catalogue/unit-choices';
import { VOLUME_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import { PlainDecimalInput } from '../../components/plain-fields/PlainDecimalInput';
import { formatQuantity } from '../../i18n/format';
import type { RecipeField, RecipeFormValues } from './recipe-form';

/**
 * Water loss, volume adjust, batch weight and serving size (costing-model §5). The batch
 * weight is asked for only while the lines do not all convert to grams. The plain number
 * fields have Mantine's look (components/plain-fields/); a field with a unit suffix is Mantine's.
 */
export function RecipeYieldFields({
  form,
  computedWeight,
}: {
  form: UseFormReturnType<RecipeFormValues>;
  /** The finished weight worked out from the lines, or null when it cannot be. */
  computedWeight: number | null;
}) {
  const { t } = useTranslation('recipes');
  const values = form.getValues();
  // Unit names and group names in the interface language (t is new with each language).
  const { wateroutUnits, servingUnits } = useMemo(
    () => ({
      wateroutUnits: unitChoices([...WEIGHT_UNIT_OPTIONS, '%']),
      servingUnits: [
        { group: t('yield.weightGroup'), items: unitChoices(WEIGHT_UNIT_OPTIONS) },
        { group: t('yield.volumeGroup'), items: unitChoices(VOLUME_UNIT_OPTIONS) },
      ],
    }),
    [t],
  );
  // A field's label with its value, error and handlers.
  const field = (name: RecipeField, type?: 'checkbox') => ({
    label: t(`fields.${name}`),
    ...form.getInputProps(name, type ? { type } : {}),
  });
  const unitSelect = (
    name: 'waterout_unit' | 'servingsize_unit',
    data: typeof wateroutUnits | typeof servingUnits,
    disabled = false,
  ) => (
    <Select
      label={t(`fields.${name}`)}
      data={data}
      searchable
      allowDeselect={false}
      disabled={disabled}
      value={values[name] || null}
      error={form.errors[name]}
      onChange={(value) => form.setFieldValue(name, value ?? '')}
    />
  );
  const wateroutUnit = unitSelect('waterout_unit', wateroutUnits);
  const servingUnit = unitSelect('servingsize_unit', servingUnits, values.servingsize_auto);
  const fields = {
    waterout: field('waterout'),
    volumeadjust: field('volumeadjust'),
    each_value: field('each_value'),
    servingsize_auto: field('servingsize_auto', 'checkbox'),
    servingsize: field('servingsize'),
  };
  const computed =
    computedWeight === null
      ? null
      : t('yield.computedWeight', { weight: formatQuantity(computedWeight, 'g') });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PlainDecimalInput {...fields.waterout} description={t('yield.wateroutHint')} />
        {wateroutUnit}
        <NumberInput
          {...fields.volumeadjust}
          description={t('yield.volumeadjustHint')}
          hideControls
          decimalScale={10}
          suffix=" %"
        />
      </SimpleGrid>
      {computed === null ? (
        <PlainDecimalInput
          {...fields.each_value}
          description={t('yield.eachValueHint')}
          maw={280}
        />
      ) : (
        <Text size="sm" data-testid="computed-batch-weight">
          {computed}
        </Text>
      )}
      <Checkbox {...fields.servingsize_auto} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PlainDecimalInput {...fields.servingsize} disabled={values.servingsize_auto} />
        {servingUnit}
      </SimpleGrid>
    </Stack>
  );
}
