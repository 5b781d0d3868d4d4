import {
  Autocomplete,
  Checkbox,
  Fieldset,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CatalogueItem,
  dishPricing,
  keyFromName,
  type LineUnitOptions,
  type PricingSettings,
  type Recipe,
  type UnitOverrides,
} from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenPicker } from '../../components/allergens/AllergenPicker';
import { PlainDecimalInput } from '../../components/plain-fields/PlainDecimalInput';
import { keysOf } from '../../components/catalogue/catalogue-context';
import { AllergenList } from './AllergenList';
import { PackagingLineRows } from './PackagingLineRows';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { recipeView } from './recipe-costing';
import {
  isBlankLine,
  isBlankPackaging,
  recipeFromForm,
  type RecipeField,
  type RecipeFormValues,
} from './recipe-form';
import { validateRecipe } from './recipe-validation';
import { RecipeFiguresTable } from './RecipeFiguresTable';
import { RecipePricingTable } from './RecipePricingTable';
import { RecipeLineRows } from './RecipeLineRows';
import { RecipeYieldFields } from './RecipeYieldFields';
import { submitAndLeave } from '../../components/catalogue/submit-and-leave';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { taxText } from './figure-text';
import { ImagePicker } from '../../components/images/ImagePicker';
import { useImageDraft, type SaveOutcome } from '../../components/images/use-image-draft';

export interface RecipeFormProps {
  initialValues: RecipeFormValues;
  existing: Recipe | null;
  /** The venue's live items (lines are chosen from them). */
  items: readonly CatalogueItem[];
  units?: UnitOverrides;
  metricOnly?: boolean;
  showCosts: boolean;
  /** The venue's menu pricing settings (the tax a blank tax field stands for, the target). */
  pricing: PricingSettings;
  suggestions: { categories: string[]; areas: string[] };
  /**
   * Saves the recipe record of the form (costs are left to the store); may tell when the
   * record is stored (a picked thumbnail is put back if it is not).
   */
  onSave(record: Recipe): Promise<SaveOutcome>;
  onCancel(): void;
}

/** Positions of the rows among the non-blank rows the recipe is costed with. */
function costedIndex<T>(rows: readonly T[], blank: (row: T) => boolean): (number | null)[] {
  let at = 0;
  return rows.map((row) => (blank(row) ? null : at++));
}

/**
 * The recipe editor of /recipe-add and /recipe-edit: lines, packaging, yield and serving,
 * with the batch cost, cost per serving, per g and mL and allergens live while typing.
 */
export function RecipeForm(props: RecipeFormProps) {
  const { t } = useTranslation('recipes');
  const { existing, items, units, showCosts, pricing } = props;
  const adding = existing === null;
  const save = useFormSave();
  const lookup = useMemo(() => lookupOf(items), [items]);
  const existingKeys = keysOf(items);
  const form = useForm<RecipeFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: (values) =>
      validateRecipe(values, {
        existingKeys,
        adding,
        recipeKey: existing?.foodkey ?? keyFromName(values.name),
        lookup,
        ...(units ? { units } : {}),
      }),
    validateInputOnBlur: true,
  });
  const image = useImageDraft(existing, (name) => form.setFieldValue('image', name));
  const values = form.getValues();
  const record = useMemo(
    () => recipeFromForm(values, existing, lookup),
    [values, existing, lookup],
  );
  const view = useMemo(() => recipeView(record, lookup, units, t), [record, lookup, units, t]);
  const selling = useMemo(
    () => dishPricing(record, view.costs.perServing, pricing),
    [record, view.costs.perServing, pricing],
  );
  const unitOptions: LineUnitOptions = useMemo(
    () => ({ ...(units ? { units } : {}), metricOnly: props.metricOnly === true }),
    [units, props.metricOnly],
  );
  const lineResults = costedIndex(values.lines, isBlankLine).map((at) =>
    at === null ? undefined : view.costs.lines[at],
  );
  const packagingCosts = costedIndex(values.packaging, isBlankPackaging).map((at) =>
    at === null ? undefined : view.costs.packagingCosts[at],
  );
  const recipeKey = existing?.foodkey ?? keyFromName(values.name);

  // A field's label with its value, error and handlers.
  const field = (name: RecipeField, type?: 'checkbox') => ({
    label: t(`fields.${name}`),
    ...form.getInputProps(name, type ? { type } : {}),
  });
  const fields = {
    name: field('name'),
    category: field('category'),
    storagearea: field('storagearea'),
    menuitem: field('menuitem', 'checkbox'),
    saleprice: field('saleprice'),
    taxpercent: field('taxpercent'),
    allergens: field('allergens'),
    note: field('note'),
  };

  const submit = (submitted: RecipeFormValues) => {
    const next = recipeFromForm(submitted, existing, lookup);
    return save.run(() => image.commit(next.foodkey, () => props.onSave(next)));
  };

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={submitAndLeave(form, submit)}
      data-testid="recipe-form"
    >
      <Stack gap="md">
        <TextInput
          {...fields.name}
          withAsterisk
          disabled={!adding}
          maw={480}
          description={adding ? t('form.nameNew') : t('form.nameFixed')}
        />
        <ImagePicker {...image.picker} />
        <Fieldset legend={t('form.linesLegend')}>
          <RecipeLineRows
            form={form}
            items={items}
            lookup={lookup}
            recipeKey={recipeKey}
            recipeName={values.name.trim() || recipeKey}
            unitOptions={unitOptions}
            results={lineResults}
            showCosts={showCosts}
          />
        </Fieldset>
        <Fieldset legend={t('form.packagingLegend')}>
          <PackagingLineRows
            form={form}
            items={items}
            lookup={lookup}
            costs={packagingCosts}
            showCosts={showCosts}
          />
        </Fieldset>
        <Fieldset legend={t('form.yieldLegend')}>
          <RecipeYieldFields
            form={form}
            computedWeight={view.costs.eachValueComputed ? view.costs.eachValue : null}
          />
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Autocomplete {...fields.category} data={props.suggestions.categories} />
          <Autocomplete {...fields.storagearea} data={props.suggestions.areas} />
          <Checkbox {...fields.menuitem} mt="xl" />
        </SimpleGrid>
        <Fieldset legend={t('form.sellingLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PlainDecimalInput
              {...fields.saleprice}
              description={t('form.salePriceHint')}
              decimals={4}
            />
            <NumberInput
              {...fields.taxpercent}
              description={
                pricing.pricesIncludeTax
                  ? t('form.taxHint', { tax: taxText(pricing.taxPercent) })
                  : t('form.taxExcluded')
              }
              hideControls
              decimalScale={4}
              suffix=" %"
            />
          </SimpleGrid>
        </Fieldset>
        <AllergenPicker {...fields.allergens} description={t('form.allergensHint')} />
        <Textarea {...fields.note} rows={3} resize="vertical" />

        <SimpleGrid cols={{ base: 1, md: 2 }} aria-live="polite" data-testid="recipe-live">
          <Stack gap={4}>
            <Title order={2} size="h5">
              {showCosts ? t('detail.costsAndYield') : t('detail.yield')}
            </Title>
            <RecipeFiguresTable costs={view.costs} showCosts={showCosts} />
            {showCosts && (
              <>
                <Title order={2} size="h5" mt="sm">
                  {t('detail.sellingPrice')}
                </Title>
                <RecipePricingTable
                  pricing={selling}
                  settings={pricing}
                  ownTax={record.taxpercent !== null && record.taxpercent !== undefined}
                />
              </>
            )}
          </Stack>
          <Stack gap={4}>
            <Title order={2} size="h5">
              {t('allergens.title')}
            </Title>
            <AllergenList allergens={view.allergens} />
            {view.reasons.length > 0 && (
              <Text size="sm" c="orange.8" data-testid="live-incomplete">
                {t('form.incomplete', { reasons: view.reasons.join(t('form.reasonSeparator')) })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>

        <FormFooter save={save} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
