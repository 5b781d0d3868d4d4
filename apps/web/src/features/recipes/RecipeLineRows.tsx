import { Button, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  isIngredient,
  isLineUnitChoice,
  isRecipe,
  lineUnitChoices,
  type CatalogueItem,
  type ItemLookup,
  type LineResult,
  type LineUnitOptions,
} from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromSnapshot } from '../../components/catalogue/catalogue-context';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { lineReasonText } from './recipe-costing';
import { emptyLine, type RecipeFormValues } from './recipe-form';
import { loopError } from './recipe-validation';
import { RowControls } from './RowControls';
import { defaultLineUnit, lineUnitSelectData } from '../../components/catalogue/line-unit-options';
import { useCostText } from '../../components/catalogue/use-cost-text';
import { PlainDecimalInput } from '../../components/plain-fields/PlainDecimalInput';
import { PlainGroup } from '../../components/plain-fields/PlainGroup';
import { PlainNativeSelect } from '../../components/plain-fields/PlainNativeSelect';
import { PlainSmallText } from '../../components/plain-fields/PlainSmallText';
import { PlainTextInput } from '../../components/plain-fields/PlainTextInput';

/**
 * The ingredient and nested-recipe lines of the recipe form: item (searchable), quantity,
 * unit (the units the item allows), note, the live line cost, and move/remove buttons.
 * A nested recipe that would create a loop is refused with the loop message. The fields are
 * plain ones with Mantine's look (components/plain-fields/), so a recipe of many lines opens
 * quickly.
 */
export function RecipeLineRows({
  form,
  items,
  lookup,
  recipeKey,
  recipeName,
  unitOptions,
  results,
  showCosts,
}: {
  form: UseFormReturnType<RecipeFormValues>;
  items: readonly CatalogueItem[];
  lookup: ItemLookup;
  recipeKey: string;
  recipeName: string;
  unitOptions: LineUnitOptions;
  /** The live figures of each row (undefined for a blank row). */
  results: readonly (LineResult | undefined)[];
  showCosts: boolean;
}) {
  const { t } = useTranslation('recipes');
  const money = useCostText();
  // A line's picker groups its options as ingredients and recipes.
  const lineGroup = useMemo(
    () => (item: CatalogueItem) =>
      isRecipe(item) ? t('lineRows.recipesGroup') : t('lineRows.ingredientsGroup'),
    [t],
  );
  const rows = form.getValues().lines;
  // Ingredients and recipes (one array for every line and every editor of this catalogue).
  const candidates = fromSnapshot(items, 'line-candidates', (list) =>
    list.filter((i) => isIngredient(i) || isRecipe(i)),
  );

  const choose = (index: number, key: string) => {
    const loop = loopError(recipeKey, recipeName, key, lookup);
    if (loop) {
      form.setFieldError(`lines.${index}.item`, loop);
      return;
    }
    form.setFieldValue(`lines.${index}.item`, key);
    const item = key ? lookup(key) : undefined;
    if (!item) return;
    const groups = lineUnitChoices(item, unitOptions);
    const unit = form.getValues().lines[index]?.unit ?? '';
    if (unit === '' || !isLineUnitChoice(groups, unit)) {
      form.setFieldValue(`lines.${index}.unit`, defaultLineUnit(groups));
    }
  };

  return (
    <Stack gap="xs">
      {rows.map((row, i) => {
        const number = i + 1;
        const result = results[i];
        const item = row.item ? lookup(row.item) : undefined;
        return (
          <PlainGroup key={row.key} align="flex-end" gap="xs" data-testid="line-row">
            <ItemPicker
              label={t('lineRows.item', { number })}
              candidates={candidates}
              lookup={lookup}
              groupOf={lineGroup}
              exclude={recipeKey}
              clearable
              nothingFoundMessage={t('lineRows.noMatch')}
              value={row.item}
              error={form.errors[`lines.${i}.item`]}
              onChange={(value) => choose(i, value)}
            />
            <PlainDecimalInput
              label={t('lineRows.quantity', { number })}
              w={110}
              {...form.getInputProps(`lines.${i}.qty`)}
            />
            <PlainNativeSelect
              label={t('lineRows.unit', { number })}
              data={lineUnitSelectData(item, row.unit, unitOptions)}
              w={140}
              value={row.unit}
              error={form.errors[`lines.${i}.unit`]}
              onChange={(event) => form.setFieldValue(`lines.${i}.unit`, event.currentTarget.value)}
            />
            <PlainTextInput
              label={t('lineRows.note', { number })}
              w={160}
              {...form.getInputProps(`lines.${i}.note`)}
            />
            <RowControls
              what="line"
              index={i}
              count={rows.length}
              rowKey={row.key}
              onMove={(from, to) => form.reorderListItem('lines', { from, to })}
              onRemove={() => form.removeListItem('lines', i)}
            />
            <PlainSmallText mb={8} miw={80} data-testid="line-live-cost" aria-live="polite">
              {result?.reason
                ? lineReasonText(result.reason, t)
                : showCosts && result
                  ? money(result.cost)
                  : ''}
            </PlainSmallText>
          </PlainGroup>
        );
      })}
      <div>
        <Button variant="light" size="xs" onClick={() => form.insertListItem('lines', emptyLine())}>
          {t('lineRows.add')}
        </Button>
      </div>
    </Stack>
  );
}
