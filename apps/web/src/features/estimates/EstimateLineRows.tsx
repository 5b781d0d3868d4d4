import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CatalogueItem, ItemLookup } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { formatCost } from '../../i18n/format';
import { emptyLine, type EstimateFormValues } from './estimate-form';
import { defaultPricing, TARGET_FOOD_COST_PERCENT, type PricedLine } from './estimate-pricing';
import { moneyText, percentFigure } from './money-text';

/** The mark of a row's remove button (its name is its label). */
const REMOVE_MARK = '✕';

/**
 * What a line's price field shows when nothing is typed: the price by the line's rule, as the
 * field takes a typed one ('2.00').
 */
const rulePrice = (line: PricedLine | undefined): string | null =>
  line?.rulePrice === null || line?.rulePrice === undefined ? null : line.rulePrice.toFixed(2);

/**
 * The recipe lines of the estimate editor (operations-model §6): recipe (searchable), servings,
 * pricing (the recipe's sale price, or cost / target food cost), a price typed for the line
 * (empty: the rule's price), and live the line's amount and cost per serving; a missing cost
 * or price is marked, never 0.
 */
export function EstimateLineRows({
  form,
  recipes,
  lookup,
  priced,
  errorOf,
}: {
  form: UseFormReturnType<EstimateFormValues>;
  recipes: readonly CatalogueItem[];
  lookup: ItemLookup;
  priced: readonly PricedLine[];
  errorOf(field: string): string | undefined;
}) {
  const { t } = useTranslation('estimates', { keyPrefix: 'lines' });
  const { currency } = useCostSettings();
  const rows = form.getValues().lines;
  const pricings = [
    { value: 'sale', label: t('salePrice') },
    { value: 'target', label: t('atTarget', { percent: percentFigure(TARGET_FOOD_COST_PERCENT) }) },
  ];

  const choose = (index: number, foodkey: string) => {
    form.setFieldValue(`lines.${index}.foodkey`, foodkey);
    if (foodkey) form.setFieldValue(`lines.${index}.pricing`, defaultPricing(lookup(foodkey)));
  };

  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-lines">
          {t('empty')}
        </Text>
      )}
      {rows.map((row, i) => {
        const n = i + 1;
        const line = priced[i];
        const amount =
          line && line.unitPrice !== null && Number.isFinite(line.qty)
            ? line.qty * line.unitPrice
            : null;
        return (
          <Group key={row.key} align="flex-start" gap="xs" wrap="wrap" data-testid="estimate-line">
            <ItemPicker
              label={t('recipe', { n })}
              candidates={recipes}
              lookup={lookup}
              nothingFoundMessage={t('noMatch')}
              value={row.foodkey}
              error={errorOf(`lines.${i}.foodkey`)}
              onChange={(foodkey) => choose(i, foodkey)}
            />
            <NumberInput
              label={t('servings', { n })}
              hideControls
              decimalScale={4}
              w={110}
              {...form.getInputProps(`lines.${i}.qty`)}
              error={errorOf(`lines.${i}.qty`)}
            />
            <NativeSelect
              label={t('pricing', { n })}
              data={pricings}
              w={200}
              {...form.getInputProps(`lines.${i}.pricing`)}
              error={errorOf(`lines.${i}.pricing`)}
            />
            <NumberInput
              label={t('price', { n })}
              description={t('priceHint')}
              placeholder={rulePrice(line) ?? t('typePrice')}
              hideControls
              decimalScale={4}
              w={170}
              {...form.getInputProps(`lines.${i}.unitPrice`)}
              error={errorOf(`lines.${i}.unitPrice`)}
            />
            <Stack gap={2} pt={24} miw={150}>
              <Text component="div" size="sm" data-testid="line-amount">
                {amount === null ? (
                  <Badge color="orange" variant="light" size="sm">
                    {t('noPrice')}
                  </Badge>
                ) : (
                  moneyText(amount, currency)
                )}
              </Text>
              <Text component="div" size="xs" c="dimmed" data-testid="line-cost">
                {line?.unitCost === null || line?.unitCost === undefined ? (
                  row.foodkey ? (
                    <Badge color="orange" variant="light" size="xs">
                      {t('costMissing')}
                    </Badge>
                  ) : null
                ) : (
                  t('cost', { cost: formatCost(line.unitCost, currency) })
                )}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={t('remove', { n })}
              onClick={() => form.removeListItem('lines', i)}
            >
              {REMOVE_MARK}
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" size="xs" onClick={() => form.insertListItem('lines', emptyLine())}>
          {t('add')}
        </Button>
      </Group>
    </Stack>
  );
}
