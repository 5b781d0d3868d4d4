import {
  Autocomplete,
  Fieldset,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Ingredient,
  itemDensity,
  keyFromName,
  type UnitOverrides,
  unitTableFor,
} from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenPicker } from '../../components/allergens/AllergenPicker';
import { UnitCostsTable } from '../../components/catalogue/UnitCostsTable';
import { lineUnitData } from '../../components/catalogue/line-unit-options';
import {
  PURCHASE_UNIT_OPTIONS,
  VOLUME_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
} from '../../components/catalogue/unit-options';
import { ImagePicker } from '../../components/images/ImagePicker';
import { IngredientWebPictures } from '../../components/images/IngredientWebPictures';
import { useImageDraft, type SaveOutcome } from '../../components/images/use-image-draft';
import { NutritionFields } from '../../components/nutrition/NutritionFields';
import { MeasureRows } from './MeasureRows';
import type { NutritionErrors } from '../../components/nutrition/nutrition-form';
import {
  fieldLabel,
  ingredientFromForm,
  liveUnitCosts,
  packageSizeLines,
  validateIngredient,
  type IngredientFormValues,
} from './ingredient-form';
import { submitAndLeave } from '../../components/catalogue/submit-and-leave';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { useSession } from '../../state/session';
import { unitChoices, unitGroupChoices } from './unit-choices';
import { unitText } from './amount-text';

export interface IngredientFormProps {
  initialValues: IngredientFormValues;
  existing: Ingredient | null;
  /** Keys of the live items (a new ingredient may not take one). */
  existingKeys: ReadonlySet<string>;
  units?: UnitOverrides;
  showCosts: boolean;
  suggestions: { categories: string[]; areas: string[]; suppliers: string[] };
  /** Saves; may tell when the record is stored (a thumbnail is put back if it is not). */
  onSave(values: IngredientFormValues): Promise<SaveOutcome>;
  onCancel(): void;
}

/** The ingredient editor of /ingredient-add and /ingredient-edit, with live unit costs. */
export function IngredientForm(props: IngredientFormProps) {
  const { existing, existingKeys, units, suggestions } = props;
  const { t, i18n } = useTranslation('ingredients');
  const adding = existing === null;
  const save = useFormSave();
  const form = useForm<IngredientFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: (values) =>
      validateIngredient(values, { existingKeys, adding, ...(units ? { units } : {}) }),
    validateInputOnBlur: true,
  });
  const image = useImageDraft(existing, (name) => form.setFieldValue('image', name));
  const values = form.getValues();
  const costs = useMemo(() => liveUnitCosts(values, units, existing), [values, units, existing]);
  // The sizes are written in the interface language: drawn again when it changes.
  const sizes = useMemo(
    () => packageSizeLines(values, units),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, units, i18n.language],
  );
  const density = useMemo(
    () => itemDensity(ingredientFromForm(values, existing), unitTableFor(units)),
    [values, units, existing],
  );
  const metricOnly = useSession().user?.metricOnly === true;
  // operations-model §3: a par level in any unit the item converts to.
  const parUnits = useMemo(
    () =>
      lineUnitData(ingredientFromForm(values, existing), values.par_unit, {
        ...(units ? { units } : {}),
        metricOnly,
      }),
    [values, units, existing, metricOnly],
  );
  const nutritionErrors: NutritionErrors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([key]) => key.startsWith('nutrition.'))
      .map(([key, message]) => [key, String(message)]),
  );

  const submit = (v: IngredientFormValues) =>
    save.run(() => image.commit(existing?.foodkey ?? keyFromName(v.name), () => props.onSave(v)));

  const num = (field: keyof IngredientFormValues, extra: Record<string, unknown> = {}) => (
    <NumberInput
      label={fieldLabel(field as Parameters<typeof fieldLabel>[0])}
      key={form.key(field)}
      decimalScale={10}
      hideControls
      {...extra}
      {...form.getInputProps(field)}
    />
  );
  const unitSelect = (
    field: keyof IngredientFormValues,
    data: unknown,
    extra: Record<string, unknown> = {},
  ) => (
    <Select
      label={fieldLabel(field as Parameters<typeof fieldLabel>[0])}
      key={form.key(field)}
      data={data as string[]}
      searchable
      clearable
      {...extra}
      {...form.getInputProps(field)}
    />
  );

  // The fields are drawn first: the form below places them.
  const purchase = {
    price: num('purchaseprice'),
    qty: num('purchaseqty'),
    unit: unitSelect('purchaseunit', unitGroupChoices(PURCHASE_UNIT_OPTIONS)),
  };
  const packageLevels = ([1, 2, 3] as const).map((n) => ({
    n,
    qty: num(`package_qty${n}`),
    unit: unitSelect(`package_unit${n}`, unitGroupChoices(PURCHASE_UNIT_OPTIONS)),
  }));
  const conversion = {
    volume: num('volume_value'),
    volumeUnit: unitSelect('volume_unit', unitChoices(VOLUME_UNIT_OPTIONS)),
    weight: num('weight_value'),
    weightUnit: unitSelect('weight_unit', unitChoices(WEIGHT_UNIT_OPTIONS)),
    each: num('each_value'),
    yield: num('yield', { suffix: ' %' }),
  };
  const par = {
    qty: num('par_qty', { description: t('form.parHint') }),
    unit: unitSelect('par_unit', parUnits, { description: t('form.parUnitHint') }),
  };
  const input = {
    name: form.getInputProps('name'),
    type: form.getInputProps('type'),
    supplier: form.getInputProps('supplier'),
    category: form.getInputProps('category'),
    storagearea: form.getInputProps('storagearea'),
    allergens: form.getInputProps('allergens'),
    note: form.getInputProps('note'),
  };

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={submitAndLeave(form, submit)}
      data-testid="ingredient-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            disabled={!adding}
            description={adding ? t('form.nameNew') : t('form.nameFixed')}
            key={form.key('name')}
            {...input.name}
          />
          {values.type === 'part' ? (
            <Text size="sm" mt="lg">
              {t('form.partNote')}
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="ingredient-type-label">
                {t('fields.type')}
              </Text>
              <SegmentedControl
                aria-labelledby="ingredient-type-label"
                data={[
                  { value: 'single', label: t('form.single') },
                  { value: 'multiple', label: t('form.multiple') },
                ]}
                key={form.key('type')}
                {...input.type}
              />
            </Stack>
          )}
        </SimpleGrid>

        <ImagePicker {...image.picker} />
        <IngredientWebPictures foodkey={existing?.foodkey ?? null} picker={image.picker} />

        <Fieldset legend={t('form.purchase')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {purchase.price}
            {purchase.qty}
            {purchase.unit}
          </SimpleGrid>
          {packageLevels.map((level) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }} key={level.n} mt="xs">
              {level.qty}
              {level.unit}
            </SimpleGrid>
          ))}
          {sizes.map((line, i) => (
            <Text size="sm" key={line.unit} mt="xs" data-testid={`package-size-${i + 1}`}>
              {line.available
                ? t('form.packageLine', { unit: unitText(line.unit), size: line.text })
                : line.text}
            </Text>
          ))}
        </Fieldset>

        <Fieldset legend={t('form.conversions')}>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {conversion.volume}
            {conversion.volumeUnit}
            {conversion.weight}
            {conversion.weightUnit}
            {conversion.each}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {conversion.yield}
          </SimpleGrid>
        </Fieldset>

        {values.type === 'multiple' && <MeasureRows form={form} field="parts" testId="part-row" />}

        <MeasureRows form={form} field="custom_units" testId="custom-unit-row" />

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete
            label={t('fields.supplier')}
            data={suggestions.suppliers}
            key={form.key('supplier')}
            {...input.supplier}
          />
          <Autocomplete
            label={t('fields.category')}
            data={suggestions.categories}
            key={form.key('category')}
            {...input.category}
          />
          <Autocomplete
            label={t('fields.storagearea')}
            data={suggestions.areas}
            key={form.key('storagearea')}
            {...input.storagearea}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {par.qty}
          {par.unit}
        </SimpleGrid>

        <AllergenPicker
          label={t('fields.allergens')}
          key={form.key('allergens')}
          {...input.allergens}
        />

        <NutritionFields
          value={values.nutrition}
          onChange={(next) => form.setFieldValue('nutrition', next)}
          errors={nutritionErrors}
          density={density}
          {...(units ? { units } : {})}
        />

        <Textarea
          label={t('fields.note')}
          autosize
          minRows={2}
          key={form.key('note')}
          {...input.note}
        />

        {props.showCosts && (
          <Stack gap={4} aria-live="polite">
            <Text fw={500}>{t('form.unitCosts')}</Text>
            <UnitCostsTable costs={costs} />
          </Stack>
        )}

        <FormFooter save={save} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
