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
  INGREDIENT_FIELD_LABELS as L,
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
  const sizes = useMemo(() => packageSizeLines(values, units), [values, units]);
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
      label={L[field as keyof typeof L]}
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
      label={L[field as keyof typeof L]}
      key={form.key(field)}
      data={data as string[]}
      searchable
      clearable
      {...extra}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form
      noValidate
      aria-label="Ingredient form"
      onSubmit={submitAndLeave(form, submit)}
      data-testid="ingredient-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={L.name}
            withAsterisk
            disabled={!adding}
            description={
              adding
                ? 'The name is the item key (upper-cased).'
                : 'The name is the key and cannot change here.'
            }
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          {values.type === 'part' ? (
            <Text size="sm" mt="lg">
              A part of a whole item; change it through its parent.
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="ingredient-type-label">
                {L.type}
              </Text>
              <SegmentedControl
                aria-labelledby="ingredient-type-label"
                data={[
                  { value: 'single', label: 'Single' },
                  { value: 'multiple', label: 'Multiple (has parts)' },
                ]}
                key={form.key('type')}
                {...form.getInputProps('type')}
              />
            </Stack>
          )}
        </SimpleGrid>

        <ImagePicker {...image.picker} />
        <IngredientWebPictures foodkey={existing?.foodkey ?? null} picker={image.picker} />

        <Fieldset legend="Purchase">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {num('purchaseprice')}
            {num('purchaseqty')}
            {unitSelect('purchaseunit', PURCHASE_UNIT_OPTIONS)}
          </SimpleGrid>
          {([1, 2, 3] as const).map((n) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }} key={n} mt="xs">
              {num(`package_qty${n}`)}
              {unitSelect(`package_unit${n}`, PURCHASE_UNIT_OPTIONS)}
            </SimpleGrid>
          ))}
          {sizes.map((line, i) => (
            <Text size="sm" key={line.unit} mt="xs" data-testid={`package-size-${i + 1}`}>
              {line.text.endsWith('size not available!')
                ? line.text
                : `1 ${line.unit} = ${line.text}`}
            </Text>
          ))}
        </Fieldset>

        <Fieldset legend="Conversions">
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {num('volume_value')}
            {unitSelect('volume_unit', VOLUME_UNIT_OPTIONS)}
            {num('weight_value')}
            {unitSelect('weight_unit', WEIGHT_UNIT_OPTIONS)}
            {num('each_value')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {num('yield', { suffix: ' %' })}
          </SimpleGrid>
        </Fieldset>

        {values.type === 'multiple' && (
          <MeasureRows
            form={form}
            field="parts"
            legend="Parts"
            what="Part"
            testId="part-row"
            addLabel="Add part"
          />
        )}

        <MeasureRows
          form={form}
          field="custom_units"
          legend="Custom units"
          what="Custom unit"
          testId="custom-unit-row"
          addLabel="Add custom unit"
          emptyText="No custom units. Add one to use a unit of this item in recipes, e.g. 1 scoop = 50 g."
          namePlaceholder="scoop"
        />

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete
            label={L.supplier}
            data={suggestions.suppliers}
            key={form.key('supplier')}
            {...form.getInputProps('supplier')}
          />
          <Autocomplete
            label={L.category}
            data={suggestions.categories}
            key={form.key('category')}
            {...form.getInputProps('category')}
          />
          <Autocomplete
            label={L.storagearea}
            data={suggestions.areas}
            key={form.key('storagearea')}
            {...form.getInputProps('storagearea')}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {num('par_qty', {
            description: 'The stock to keep on hand; order lists add it to what is needed.',
          })}
          {unitSelect('par_unit', parUnits, { description: 'A unit this item converts to.' })}
        </SimpleGrid>

        <AllergenPicker
          label={L.allergens}
          key={form.key('allergens')}
          {...form.getInputProps('allergens')}
        />

        <NutritionFields
          value={values.nutrition}
          onChange={(next) => form.setFieldValue('nutrition', next)}
          errors={nutritionErrors}
          density={density}
          {...(units ? { units } : {})}
        />

        <Textarea
          label={L.note}
          autosize
          minRows={2}
          key={form.key('note')}
          {...form.getInputProps('note')}
        />

        {props.showCosts && (
          <Stack gap={4} aria-live="polite">
            <Text fw={500}>Unit costs</Text>
            <UnitCostsTable costs={costs} />
          </Stack>
        )}

        <FormFooter save={save} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
