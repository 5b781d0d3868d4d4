import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { DishPricing, PricingSettings } from '@larder/domain';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { percentText, priceEndingText, priceText, taxText } from './figure-text';
import type { RecipeTexts } from './recipe-costing';

/** How the tax of a recipe's price reads: its own, the venue's, or none when prices exclude it. */
function taxLine(
  pricing: DishPricing,
  settings: PricingSettings,
  ownTax: boolean,
  t: RecipeTexts,
): string {
  if (!settings.pricesIncludeTax) return t('pricing.taxNotIncluded');
  return ownTax
    ? taxText(pricing.taxPercent)
    : t('pricing.venueTax', { tax: taxText(pricing.taxPercent) });
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
  const { t } = useTranslation('recipes');
  const { currency } = useCostSettings();
  const price = (value: number | null) => priceText(value, currency);
  const over =
    pricing.foodCostPercent !== null && pricing.foodCostPercent > settings.targetFoodCostPercent;
  const target = taxText(settings.targetFoodCostPercent);
  return (
    <Table withTableBorder maw={420} aria-label={t('pricing.label')}>
      <Table.Tbody>
        <Row label={t('pricing.salePrice')} testId="recipe-sale-price">
          {price(pricing.grossPrice)}
        </Row>
        <Row label={t('pricing.tax')} testId="recipe-tax">
          {taxLine(pricing, settings, ownTax, t)}
        </Row>
        <Row label={t('pricing.netPrice')} testId="recipe-net-price">
          {price(pricing.netPrice)}
        </Row>
        <Row
          label={t('pricing.foodCost')}
          testId="recipe-food-cost"
          after={
            over && (
              <Badge color="red" variant="light" ml="xs" data-testid="recipe-over-target">
                {t('pricing.overTarget', { target })}
              </Badge>
            )
          }
        >
          {percentText(pricing.foodCostPercent)}
        </Row>
        <Row label={t('pricing.grossProfit')} testId="recipe-gross-profit">
          {price(pricing.grossProfit)}
        </Row>
        <Row
          label={t('pricing.suggestedPrice')}
          testId="recipe-suggested-price"
          after={
            pricing.suggestedPrice !== null && (
              <Text span size="xs" c="dimmed" ml="xs">
                <Trans
                  t={t}
                  i18nKey="pricing.suggestedFor"
                  values={{ target, ending: priceEndingText(settings.priceEnding) }}
                  components={{ anchor: <Anchor component={Link} to="/settings" size="xs" /> }}
                />
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
