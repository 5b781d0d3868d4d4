import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatQuantity } from '@larder/domain';
import { VOLUME_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import { RECIPE_FIELD_LABELS as L, type RecipeFormValues } from './recipe-form';

const WATEROUT_UNITS = [...WEIGHT_UNIT_OPTIONS, '%'];
const SERVING_UNITS = [
  { group: 'Weight', items: WEIGHT_UNIT_OPTIONS },
  { group: 'Volume', items: VOLUME_UNIT_OPTIONS },
];

/**
 * Water loss, volume adjust, batch weight and serving size (costing-model §5). The batch
 * weight is asked for only while the lines do not all convert to grams.
 */
export function RecipeYieldFields({
  form,
  computedWeight,
}: {
  form: UseFormReturnType<RecipeFormValues>;
  /** The finished weight worked out from the lines, or null when it cannot be. */
  computedWeight: number | null;
}) {
  const values = form.getValues();
  const select = (field: 'waterout_unit' | 'servingsize_unit', data: unknown, disabled = false) => (
    <Select
      label={L[field]}
      data={data as string[]}
      searchable
      allowDeselect={false}
      disabled={disabled}
      value={values[field] || null}
      error={form.errors[field]}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
    />
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={L.waterout}
          description="Weight lost in cooking"
          hideControls
          decimalScale={10}
          {...form.getInputProps('waterout')}
        />
        {select('waterout_unit', WATEROUT_UNITS)}
        <NumberInput
          label={L.volumeadjust}
          description="-20 = a fifth less volume"
          hideControls
          decimalScale={10}
          suffix=" %"
          {...form.getInputProps('volumeadjust')}
        />
      </SimpleGrid>
      {computedWeight === null ? (
        <NumberInput
          label={L.each_value}
          description="Enter the finished weight: not every line can be weighed."
          hideControls
          decimalScale={10}
          maw={280}
          {...form.getInputProps('each_value')}
        />
      ) : (
        <Text size="sm" data-testid="computed-batch-weight">
          Finished batch weight, from the lines: {formatQuantity(computedWeight, 'g')}
        </Text>
      )}
      <Checkbox
        label={L.servingsize_auto}
        {...form.getInputProps('servingsize_auto', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={L.servingsize}
          hideControls
          decimalScale={10}
          disabled={values.servingsize_auto}
          {...form.getInputProps('servingsize')}
        />
        {select('servingsize_unit', SERVING_UNITS, values.servingsize_auto)}
      </SimpleGrid>
    </Stack>
  );
}
