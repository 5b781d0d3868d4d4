import { Anchor, Group, Text } from '@mantine/core';
import type { PricingSettings } from '@larder/domain';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taxText } from './figure-text';

/** The venue's pricing settings the table follows, with the way to change them. */
export function PricingSettingsSummary({ settings }: { settings: PricingSettings }) {
  const { t } = useTranslation('menu-pricing', { keyPrefix: 'settings' });
  const tax = !settings.pricesIncludeTax
    ? t('noTax')
    : settings.taxPercent === 0
      ? t('includeNone')
      : t('include', { tax: taxText(settings.taxPercent) });
  return (
    <Group gap="xs" data-testid="pricing-settings-summary">
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="summary"
          values={{
            target: taxText(settings.targetFoodCostPercent),
            ending: settings.priceEnding,
            tax,
          }}
          components={{
            target: <Text span fw={600} data-testid="pricing-target" />,
            ending: <Text span fw={600} data-testid="pricing-ending" />,
          }}
        />
      </Text>
      <Anchor component={Link} to="/settings" size="sm">
        {t('change')}
      </Anchor>
    </Group>
  );
}
