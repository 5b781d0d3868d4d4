import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { DishPricing, PricingSettings } from '@larder/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { percentText, priceText, taxText } from '../../components/menus/menu-figures';

/** How the tax of a recipe's price reads: its own, the venue's, or none when prices exclude it. */
function taxLine(pricing: DishPricing, settings: PricingSettings, ownTax: boolean): string {
  if (!settings.pricesIncludeTax) return 'Not included in prices';
  return ownTax ? taxText(pricing.taxPercent) : `${taxText(pricing.taxPercent)} (the venue's)`;
}

/**
 * A recipe's selling figures (operations-model §7, §10): sale price, the tax in it, net price,
 * food cost percent of the net price against the venue's target, gross profit and the price
 * suggested for the target food cost. Absent figures show as '—'.
 */
export function RecipePricingTable({
  pricing,
  settings,
  ownTax,
}: {
  pricing: DishPricing;
  settings: PricingSettings;
  /** True when the recipe has a tax percent of its own. */
  ownTax: boolean;
}) {
  const { currency } = useCostSettings();
  const price = (value: number | null) => priceText(value, currency);
  const over =
    pricing.foodCostPercent !== null && pricing.foodCostPercent > settings.targetFoodCostPercent;
  return (
    <Table withTableBorder maw={420} aria-label="Selling price">
      <Table.Tbody>
        <Row label="Sale price" testId="recipe-sale-price">
          {price(pricing.grossPrice)}
        </Row>
        <Row label="Tax" testId="recipe-tax">
          {taxLine(pricing, settings, ownTax)}
        </Row>
        <Row label="Net price" testId="recipe-net-price">
          {price(pricing.netPrice)}
        </Row>
        <Row
          label="Food cost"
          testId="recipe-food-cost"
          after={
            over && (
              <Badge color="red" variant="light" ml="xs" data-testid="recipe-over-target">
                over the {taxText(settings.targetFoodCostPercent)} target
              </Badge>
            )
          }
        >
          {percentText(pricing.foodCostPercent)}
        </Row>
        <Row label="Gross profit" testId="recipe-gross-profit">
          {price(pricing.grossProfit)}
        </Row>
        <Row
          label="Suggested price"
          testId="recipe-suggested-price"
          after={
            pricing.suggestedPrice !== null && (
              <Text span size="xs" c="dimmed" ml="xs">
                for {taxText(settings.targetFoodCostPercent)} food cost, ending{' '}
                <Anchor component={Link} to="/settings" size="xs">
                  {settings.priceEnding}
                </Anchor>
              </Text>
            )
          }
        >
          {price(pricing.suggestedPrice)}
        </Row>
      </Table.Tbody>
    </Table>
  );
}

/** One figure: its value (under `testId`) and what follows it. */
function Row({
  label,
  testId,
  children,
  after,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>
        <Text span size="sm" data-testid={testId}>
          {children}
        </Text>
        {after}
      </Table.Td>
    </Table.Tr>
  );
}
