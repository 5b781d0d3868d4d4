import { Anchor, Group, Text } from '@mantine/core';
import type { PricingSettings } from '@larder/domain';
import { Link } from 'react-router';
import { taxText } from '../../components/menus/menu-figures';

/** The venue's pricing settings the table follows, with the way to change them. */
export function PricingSettingsSummary({ settings }: { settings: PricingSettings }) {
  const tax = !settings.pricesIncludeTax
    ? 'sale prices do not include tax'
    : settings.taxPercent === 0
      ? 'sale prices include no tax unless a recipe sets its own'
      : `sale prices include ${taxText(settings.taxPercent)} tax unless a recipe sets its own`;
  return (
    <Group gap="xs" data-testid="pricing-settings-summary">
      <Text size="sm">
        Target food cost{' '}
        <Text span fw={600} data-testid="pricing-target">
          {taxText(settings.targetFoodCostPercent)}
        </Text>
        , price ending{' '}
        <Text span fw={600} data-testid="pricing-ending">
          {settings.priceEnding}
        </Text>
        ; {tax}.
      </Text>
      <Anchor component={Link} to="/settings" size="sm">
        Change in Settings
      </Anchor>
    </Group>
  );
}
