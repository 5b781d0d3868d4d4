import { Fieldset, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MEASURE_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import type { IngredientFormValues } from './ingredient-form';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';

const MEASURE_NAMES = new Set(MEASURE_UNIT_OPTIONS.flatMap((g) => g.items));

/** The unit choices of a row: the measure units, and the row's stored unit if it is another. */
const unitData = (unit: string) =>
  unit === '' || MEASURE_NAMES.has(unit)
    ? MEASURE_UNIT_OPTIONS
    : [{ group: 'Entered', items: [unit] }, ...MEASURE_UNIT_OPTIONS];

/**
 * The ingredient's custom units (product spec §3, costing-model §1): rows of name, size and
 * unit, e.g. 1 scoop = 50 g. A recipe line of the ingredient may then use the unit.
 */
export function CustomUnitRows({ form }: { form: UseFormReturnType<IngredientFormValues> }) {
  const rows = form.getValues().custom_units;
  return (
    <Fieldset legend="Custom units">
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No custom units. Add one to use a unit of this item in recipes, e.g. 1 scoop = 50 g.
          </Text>
        )}
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <Group
              key={form.key(`custom_units.${i}`)}
              align="flex-end"
              data-testid="custom-unit-row"
            >
              <TextInput
                label={`Custom unit ${n} name`}
                placeholder="scoop"
                w={160}
                key={form.key(`custom_units.${i}.name`)}
                {...form.getInputProps(`custom_units.${i}.name`)}
              />
              <Text size="sm" mb={8} aria-hidden>
                =
              </Text>
              <NumberInput
                label={`Custom unit ${n} size`}
                hideControls
                decimalScale={10}
                w={120}
                key={form.key(`custom_units.${i}.size`)}
                {...form.getInputProps(`custom_units.${i}.size`)}
              />
              <Select
                label={`Custom unit ${n} unit`}
                data={unitData(row.unit)}
                searchable
                allowDeselect={false}
                w={140}
                key={form.key(`custom_units.${i}.unit`)}
                {...form.getInputProps(`custom_units.${i}.unit`)}
              />
              <RemoveRowButton
                label={`Remove custom unit ${n}`}
                onClick={() => form.removeListItem('custom_units', i)}
                mb={4}
              />
            </Group>
          );
        })}
        <AddRowButton
          label="Add custom unit"
          onClick={() => form.insertListItem('custom_units', { name: '', size: '', unit: 'g' })}
        />
      </Stack>
    </Fieldset>
  );
}
