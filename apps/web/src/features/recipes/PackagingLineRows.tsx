import { Button, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isPackaging, type CatalogueItem, type ItemLookup } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { fromSnapshot } from '../../components/catalogue/catalogue-context';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { emptyPackaging, type RecipeFormValues } from './recipe-form';
import { RowControls } from './RowControls';
import { useCostText } from '../../components/catalogue/use-cost-text';
import { PlainDecimalInput } from '../../components/plain-fields/PlainDecimalInput';
import { PlainGroup } from '../../components/plain-fields/PlainGroup';
import { PlainSmallText } from '../../components/plain-fields/PlainSmallText';

/** The packaging lines of the recipe form: packaging item, quantity (each) and live cost. */
export function PackagingLineRows({
  form,
  items,
  lookup,
  costs,
  showCosts,
}: {
  form: UseFormReturnType<RecipeFormValues>;
  items: readonly CatalogueItem[];
  lookup: ItemLookup;
  /** The live cost of each row (undefined for a blank row). */
  costs: readonly (number | null | undefined)[];
  showCosts: boolean;
}) {
  const { t } = useTranslation('recipes');
  const money = useCostText();
  const rows = form.getValues().packaging;
  const candidates = fromSnapshot(items, 'packaging-candidates', (list) =>
    list.filter(isPackaging),
  );
  return (
    <Stack gap="xs">
      {rows.map((row, i) => {
        const number = i + 1;
        return (
          <PlainGroup key={row.key} align="flex-end" gap="xs" data-testid="packaging-row">
            <ItemPicker
              label={t('packagingRows.item', { number })}
              candidates={candidates}
              lookup={lookup}
              nothingFoundMessage={t('packagingRows.noMatch')}
              value={row.item}
              error={form.errors[`packaging.${i}.item`]}
              onChange={(value) => form.setFieldValue(`packaging.${i}.item`, value)}
            />
            <PlainDecimalInput
              label={t('packagingRows.quantity', { number })}
              w={110}
              {...form.getInputProps(`packaging.${i}.qty`)}
            />
            <RowControls
              what="packaging"
              index={i}
              count={rows.length}
              rowKey={row.key}
              onMove={(from, to) => form.reorderListItem('packaging', { from, to })}
              onRemove={() => form.removeListItem('packaging', i)}
            />
            {showCosts && (
              <PlainSmallText mb={8} data-testid="packaging-live-cost">
                {costs[i] === undefined ? '' : money(costs[i])}
              </PlainSmallText>
            )}
          </PlainGroup>
        );
      })}
      <div>
        <Button
          variant="light"
          size="xs"
          onClick={() => form.insertListItem('packaging', emptyPackaging())}
        >
          {t('packagingRows.add')}
        </Button>
      </div>
    </Stack>
  );
}
