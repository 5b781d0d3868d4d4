import { Fieldset, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';
import { MEASURE_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import type { IngredientFormValues } from './ingredient-form';

const MEASURE_NAMES = new Set(MEASURE_UNIT_OPTIONS.flatMap((g) => g.items));

/** The unit choices of a row: the measure units, and the row's stored unit if it is another. */
const unitData = (unit: string) =>
  unit === '' || MEASURE_NAMES.has(unit)
    ? MEASURE_UNIT_OPTIONS
    : [{ group: 'Entered', items: [unit] }, ...MEASURE_UNIT_OPTIONS];

/**
 * An ingredient's list of named measures, each a name, a size and a unit: its parts
 * ('Part 2 size') or its custom units ('1 scoop = 50 g'), with a remove button per row and
 * one to add a row.
 */
export function MeasureRows(props: {
  form: UseFormReturnType<IngredientFormValues>;
  field: 'parts' | 'custom_units';
  legend: string;
  /** Names each row's fields: '{what} {n} name'. */
  what: string;
  testId: string;
  addLabel: string;
  /** Shown while there are no rows. */
  emptyText?: string;
  namePlaceholder?: string;
}) {
  const { form, field, what } = props;
  const rows = form.getValues()[field];
  return (
    <Fieldset legend={props.legend}>
      <Stack gap="xs">
        {rows.length === 0 && props.emptyText && (
          <Text size="sm" c="dimmed">
            {props.emptyText}
          </Text>
        )}
        {rows.map((row, i) => {
          const n = i + 1;
          const at = `${field}.${i}`;
          return (
            <Group key={form.key(at)} align="flex-end" data-testid={props.testId}>
              <TextInput
                label={`${what} ${n} name`}
                placeholder={props.namePlaceholder}
                w={160}
                key={form.key(`${at}.name`)}
                {...form.getInputProps(`${at}.name`)}
              />
              <Text size="sm" mb={8} aria-hidden>
                =
              </Text>
              <NumberInput
                label={`${what} ${n} size`}
                hideControls
                decimalScale={10}
                w={120}
                key={form.key(`${at}.size`)}
                {...form.getInputProps(`${at}.size`)}
              />
              <Select
                label={`${what} ${n} unit`}
                data={unitData(row.unit)}
                searchable
                allowDeselect={false}
                w={140}
                key={form.key(`${at}.unit`)}
                {...form.getInputProps(`${at}.unit`)}
              />
              <RemoveRowButton
                label={`Remove ${what.toLowerCase()} ${n}`}
                onClick={() => form.removeListItem(field, i)}
                mb={4}
              />
            </Group>
          );
        })}
        <AddRowButton
          label={props.addLabel}
          onClick={() => form.insertListItem(field, { name: '', size: '', unit: 'g' })}
        />
      </Stack>
    </Fieldset>
  );
}
