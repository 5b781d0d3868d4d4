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
import { formatCost, type CatalogueItem, type ItemLookup } from '@larder/domain';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { emptyLine, type EstimateFormValues } from './estimate-form';
import { defaultPricing, TARGET_FOOD_COST_PERCENT, type PricedLine } from './estimate-pricing';
import { moneyText } from './money-text';

const PRICINGS = [
  { value: 'sale', label: 'Sale price' },
  { value: 'target', label: `Cost at ${TARGET_FOOD_COST_PERCENT}% food cost` },
];

/** What a line's price field shows when nothing is typed: the price by the line's rule. */
const rulePlaceholder = (line: PricedLine | undefined): string =>
  line?.rulePrice === null || line?.rulePrice === undefined
    ? 'Type a price'
    : line.rulePrice.toFixed(2);

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
  const { currency } = useCostSettings();
  const rows = form.getValues().lines;

  const choose = (index: number, foodkey: string) => {
    form.setFieldValue(`lines.${index}.foodkey`, foodkey);
    if (foodkey) form.setFieldValue(`lines.${index}.pricing`, defaultPricing(lookup(foodkey)));
  };

  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-lines">
          No recipes yet. Add a line for each dish, with the servings to price.
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
              label={`Line ${n} recipe`}
              candidates={recipes}
              lookup={lookup}
              nothingFoundMessage="No recipe matches"
              value={row.foodkey}
              error={errorOf(`lines.${i}.foodkey`)}
              onChange={(foodkey) => choose(i, foodkey)}
            />
            <NumberInput
              label={`Line ${n} servings`}
              hideControls
              decimalScale={4}
              w={110}
              {...form.getInputProps(`lines.${i}.qty`)}
              error={errorOf(`lines.${i}.qty`)}
            />
            <NativeSelect
              label={`Line ${n} pricing`}
              data={PRICINGS}
              w={200}
              {...form.getInputProps(`lines.${i}.pricing`)}
              error={errorOf(`lines.${i}.pricing`)}
            />
            <NumberInput
              label={`Line ${n} price`}
              description="Per serving; empty for the priced one"
              placeholder={rulePlaceholder(line)}
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
                    no price
                  </Badge>
                ) : (
                  moneyText(amount, currency)
                )}
              </Text>
              <Text component="div" size="xs" c="dimmed" data-testid="line-cost">
                {line?.unitCost === null || line?.unitCost === undefined ? (
                  row.foodkey ? (
                    <Badge color="orange" variant="light" size="xs">
                      cost missing
                    </Badge>
                  ) : null
                ) : (
                  `Cost ${formatCost(line.unitCost, currency)} a serving`
                )}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={`Remove line ${n}`}
              onClick={() => form.removeListItem('lines', i)}
            >
              ✕
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" size="xs" onClick={() => form.insertListItem('lines', emptyLine())}>
          Add line
        </Button>
      </Group>
    </Stack>
  );
}
