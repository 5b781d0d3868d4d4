import { Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CatalogueItem, ItemLookup } from '@larder/domain';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { useTranslation } from 'react-i18next';
import { supplierFieldLabel, validateSupplier, type SupplierFormValues } from './supplier-form';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';

export interface SupplierFormProps {
  initialValues: SupplierFormValues;
  adding: boolean;
  /** Keys of the other live suppliers (a name may not take one). */
  otherKeys: ReadonlySet<string>;
  /** The live ingredients to choose from (sorted; one array per catalogue snapshot). */
  ingredients: readonly CatalogueItem[];
  /** The venue's items by key (a row's ingredient, or that it is gone). */
  lookup: ItemLookup;
  onSave(values: SupplierFormValues): Promise<void>;
  onCancel(): void;
}

/** The supplier editor of /supplier-add and /supplier-edit, with its ingredients' codes. */
export function SupplierForm(props: SupplierFormProps) {
  const { adding, otherKeys, ingredients, lookup } = props;
  const { t } = useTranslation('suppliers');
  const save = useFormSave();
  const form = useForm<SupplierFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: (values) => validateSupplier(values, { otherKeys }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = (v: SupplierFormValues) => save.run(() => props.onSave(v));

  const text = (field: Exclude<keyof SupplierFormValues, 'ingredients'>, extra = {}) => (
    <TextInput
      label={supplierFieldLabel(field)}
      key={form.key(field)}
      {...extra}
      {...form.getInputProps(field)}
    />
  );
  const area = (field: 'address' | 'note') => (
    <Textarea
      label={supplierFieldLabel(field)}
      autosize
      minRows={2}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  // The fields are drawn first: the form below places them.
  const fields = {
    name: text('name', {
      withAsterisk: true,
      description: adding ? t('form.nameNew') : t('form.nameRename'),
    }),
    contact: text('contact'),
    phone: text('phone', { type: 'tel' }),
    email: text('email', { type: 'email' }),
    website: text('website', { placeholder: t('form.websiteExample') }),
    orderdays: text('orderdays', { placeholder: t('form.orderdaysExample') }),
    address: area('address'),
    note: area('note'),
  };

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={form.onSubmit((v) => void submit(v))}
      data-testid="supplier-form"
    >
      <Stack gap="md">
        {fields.name}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.contact}
          {fields.phone}
          {fields.email}
          {fields.website}
          {fields.orderdays}
        </SimpleGrid>
        {fields.address}
        {fields.note}

        <Fieldset legend={t('form.codes')}>
          <Stack gap="xs">
            {values.ingredients.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('form.noIngredients')}
              </Text>
            )}
            {values.ingredients.map((_, i) => (
              <Group key={form.key(`ingredients.${i}`)} align="flex-start" data-testid="code-row">
                <ItemPicker
                  label={t('form.ingredient', { n: i + 1 })}
                  candidates={ingredients}
                  lookup={lookup}
                  nothingFoundMessage={t('form.nothingFound')}
                  value={values.ingredients[i]?.foodkey ?? ''}
                  error={form.errors[`ingredients.${i}.foodkey`]}
                  onChange={(foodkey) => form.setFieldValue(`ingredients.${i}.foodkey`, foodkey)}
                />
                <TextInput
                  label={t('form.code', { n: i + 1 })}
                  w={160}
                  key={form.key(`ingredients.${i}.code`)}
                  {...form.getInputProps(`ingredients.${i}.code`)}
                />
                <RemoveRowButton
                  label={t('form.remove', { n: i + 1 })}
                  onClick={() => form.removeListItem('ingredients', i)}
                  mt={28}
                />
              </Group>
            ))}
            <AddRowButton
              label={t('form.add')}
              onClick={() => form.insertListItem('ingredients', { foodkey: '', code: '' })}
            />
          </Stack>
        </Fieldset>

        <FormFooter save={save} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
