import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CatalogueItem, ItemLookup } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';
import { useFormSave } from '../../components/catalogue/use-form-save';
import {
  NEW_PREP_LINE,
  prepUnitOptions,
  validatePrepList,
  type PrepListFormValues,
  type PrepListLineValues,
} from './prep-list-form';

export interface PrepListFormProps {
  initialValues: PrepListFormValues;
  /** The venue's live recipes (sorted; one array per catalogue snapshot). */
  recipes: readonly CatalogueItem[];
  lookup: ItemLookup;
  onSave(values: PrepListFormValues): Promise<void>;
  onCancel(): void;
}

/** A line removed from the form, kept until the next removal so it can be put back. */
interface Removed {
  index: number;
  line: PrepListLineValues;
}

/**
 * The manual prep list editor (operations-model §1): a name, a day and the recipes to
 * prepare, each with an amount in servings, batches, a weight or a volume. A removed line can
 * be put back (Undo).
 */
export function PrepListForm({
  initialValues,
  recipes,
  lookup,
  onSave,
  onCancel,
}: PrepListFormProps) {
  const { t } = useTranslation(['kitchen-lists', 'common']);
  const save = useFormSave();
  const [removed, setRemoved] = useState<Removed | null>(null);
  const isRecipe = (key: string) => lookup(key)?.type === 'recipe';
  const form = useForm<PrepListFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validatePrepList(values, isRecipe),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const nameInput = form.getInputProps('name');
  const dateInput = form.getInputProps('date');
  const unitOptions = prepUnitOptions();

  const remove = (index: number) => {
    const line = values.lines[index];
    if (!line) return;
    form.removeListItem('lines', index);
    setRemoved({ index, line });
  };
  const undo = () => {
    if (!removed) return;
    form.insertListItem('lines', removed.line, removed.index);
    setRemoved(null);
  };

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      data-testid="prep-list-form"
      onSubmit={form.onSubmit((v) => void save.run(() => onSave(v)))}
    >
      <Stack gap="md">
        <Group align="flex-start">
          <TextInput
            label={t('form.name')}
            withAsterisk
            w={280}
            key={form.key('name')}
            {...nameInput}
          />
          <TextInput
            label={t('form.date')}
            type="date"
            w={170}
            key={form.key('date')}
            {...dateInput}
          />
        </Group>
        <Stack gap="xs">
          {values.lines.map((line, i) => (
            <Group key={form.key(`lines.${i}`)} align="flex-start" data-testid="prep-list-line">
              <ItemPicker
                label={t('form.lineField', { field: t('form.foodkey'), line: i + 1 })}
                candidates={recipes}
                lookup={lookup}
                nothingFoundMessage={t('form.noRecipe')}
                value={line.foodkey}
                error={form.errors[`lines.${i}.foodkey`]}
                onChange={(foodkey) => form.setFieldValue(`lines.${i}.foodkey`, foodkey)}
              />
              <NumberInput
                label={t('form.lineField', { field: t('form.amount'), line: i + 1 })}
                min={0}
                decimalScale={4}
                w={120}
                key={form.key(`lines.${i}.amount`)}
                {...form.getInputProps(`lines.${i}.amount`)}
              />
              <Select
                label={t('form.lineField', { field: t('form.unit'), line: i + 1 })}
                data={unitOptions}
                allowDeselect={false}
                w={140}
                key={form.key(`lines.${i}.unit`)}
                {...form.getInputProps(`lines.${i}.unit`)}
              />
              <RemoveRowButton
                label={t('form.removeLine', { line: i + 1 })}
                onClick={() => remove(i)}
                mt={28}
              />
            </Group>
          ))}
          {form.errors.lines && (
            <Text size="sm" c="red" role="alert">
              {form.errors.lines}
            </Text>
          )}
          {removed && (
            <Group gap="xs" data-testid="line-removed">
              <Text size="sm">
                {removed.line.foodkey
                  ? t('form.removedNamed', {
                      line: removed.index + 1,
                      name: lookup(removed.line.foodkey)?.name ?? removed.line.foodkey,
                    })
                  : t('form.removed', { line: removed.index + 1 })}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={undo}>
                {t('common:undo')}
              </Button>
            </Group>
          )}
          <AddRowButton
            label={t('form.addRecipe')}
            onClick={() => form.insertListItem('lines', { ...NEW_PREP_LINE })}
          />
        </Stack>
        <FormFooter save={save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
