import { Fieldset, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';
import { MEASURE_UNIT_OPTIONS } from '../../components/catalogue/unit-options';
import type { IngredientFormValues } from './ingredient-form';
import { unitChoices, unitGroupChoices } from './unit-choices';

const MEASURE_NAMES = new Set(MEASURE_UNIT_OPTIONS.flatMap((g) => g.items));

/** The texts of each list: its parts, or its custom units. */
const TEXTS = { parts: 'measures.parts', custom_units: 'measures.customUnits' } as const;

/**
 * An ingredient's list of named measures, each a name, a size and a unit: its parts
 * ('Part 2 size') or its custom units ('1 scoop = 50 g'), with a remove button per row and
 * one to add a row.
 */
export function MeasureRows(props: {
  form: UseFormReturnType<IngredientFormValues>;
  field: 'parts' | 'custom_units';
  testId: string;
}) {
  const { form, field } = props;
  const { t } = useTranslation('ingredients');
  const texts = TEXTS[field];
  const rows = form.getValues()[field];
  // The unit choices of a row: the measure units, and the row's stored unit if it is another.
  const measures = unitGroupChoices(MEASURE_UNIT_OPTIONS);
  const unitData = (unit: string) =>
    unit === '' || MEASURE_NAMES.has(unit)
      ? measures
      : [{ group: t('form.enteredUnit'), items: unitChoices([unit]) }, ...measures];
  const empty = field === 'custom_units' ? t('measures.customUnits.empty') : null;
  return (
    <Fieldset legend={t(`${texts}.legend`)}>
      <Stack gap="xs">
        {rows.length === 0 && empty && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {rows.map((row, i) => {
          const n = i + 1;
          const at = `${field}.${i}`;
          return (
            <Group key={form.key(at)} align="flex-end" data-testid={props.testId}>
              <TextInput
                label={t(`${texts}.name`, { n })}
                placeholder={
                  field === 'custom_units' ? t('measures.customUnits.example') : undefined
                }
                w={160}
                key={form.key(`${at}.name`)}
                {...form.getInputProps(`${at}.name`)}
              />
              <Text size="sm" mb={8} aria-hidden>
                =
              </Text>
              <NumberInput
                label={t(`${texts}.size`, { n })}
                hideControls
                decimalScale={10}
                w={120}
                key={form.key(`${at}.size`)}
                {...form.getInputProps(`${at}.size`)}
              />
              <Select
                label={t(`${texts}.unit`, { n })}
                data={unitData(row.unit)}
                searchable
                allowDeselect={false}
                w={140}
                key={form.key(`${at}.unit`)}
                {...form.getInputProps(`${at}.unit`)}
              />
              <RemoveRowButton
                label={t(`${texts}.remove`, { n })}
                onClick={() => form.removeListItem(field, i)}
                mb={4}
              />
            </Group>
          );
        })}
        <AddRowButton
          label={t(`${texts}.add`)}
          onClick={() => form.insertListItem(field, { name: '', size: '', unit: 'g' })}
        />
      </Stack>
    </Fieldset>
  );
}
