import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveRecord, type VenueStore } from '@larder/data';
import { PRICE_ENDINGS, roundToPriceEnding, type ProfileSettings } from '@larder/domain';
import { useState } from 'react';
import { saveErrorText } from '../../components/catalogue/save-item';
import { useVenueProfile } from '../../components/menus/use-venue-pricing';
import { withPricingSettings } from '../../components/menus/use-venue-pricing';
import { flash } from '../../state/flash';
import {
  PRICING_SETTINGS_LABELS as L,
  pricingFromValues,
  pricingSettingsValues,
  validatePricingSettings,
  type PricingSettingsValues,
} from './pricing-settings-form';

/** The venue's menu pricing settings (operations-model §7), saved in its PROFILE record. */
export function PricingSettingsSection({ store }: { store: VenueStore | null }) {
  return (
    <Fieldset legend="Menu pricing (this venue)" data-testid="pricing-settings">
      {store ? (
        <PricingSettingsLoader store={store} />
      ) : (
        <Text size="sm" c="dimmed">
          Open a venue to set its target food cost, price ending and tax.
        </Text>
      )}
    </Fieldset>
  );
}

function PricingSettingsLoader({ store }: { store: VenueStore }) {
  const profile = useVenueProfile(store);
  if (profile === undefined) return <Text c="dimmed">Loading…</Text>;
  return <PricingSettingsForm store={store} profile={profile} />;
}

function PricingSettingsForm({
  store,
  profile,
}: {
  store: VenueStore;
  profile: ProfileSettings | null;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<PricingSettingsValues>({
    mode: 'controlled',
    initialValues: pricingSettingsValues(profile),
    validate: validatePricingSettings,
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = async (v: PricingSettingsValues) => {
    setStatus(null);
    setSaveError(null);
    try {
      await store.apply(saveRecord('settings', withPricingSettings(profile, pricingFromValues(v))));
      form.resetDirty(v);
      setStatus('Menu pricing settings saved.');
      flash({ type: 'info', text: 'Menu pricing settings saved' });
    } catch (error) {
      setSaveError(saveErrorText(error));
    }
  };

  return (
    <form noValidate aria-label="Menu pricing settings" onSubmit={form.onSubmit((v) => submit(v))}>
      <Stack gap="md">
        <Text size="sm">
          Used on Menu pricing and every food cost percent: the price suggested for each dish aims
          at the target food cost and is rounded up to the price ending.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={L.targetFoodCostPercent}
            description="Above 0 and below 100; 30 if not set."
            hideControls
            decimalScale={4}
            suffix=" %"
            key={form.key('targetFoodCostPercent')}
            {...form.getInputProps('targetFoodCostPercent')}
          />
          <NumberInput
            label={L.taxPercent}
            description="0 or more and below 100; a recipe may set its own."
            hideControls
            decimalScale={4}
            suffix=" %"
            key={form.key('taxPercent')}
            {...form.getInputProps('taxPercent')}
          />
        </SimpleGrid>
        <Radio.Group
          label={L.priceEnding}
          description="Suggested prices are rounded up to the next price with this ending."
          key={form.key('priceEnding')}
          {...form.getInputProps('priceEnding')}
        >
          <Group mt="xs">
            {PRICE_ENDINGS.map((ending) => (
              <Radio
                key={ending}
                value={ending}
                label={`${ending} (10.33 becomes ${roundToPriceEnding(10.33, ending).toFixed(2)})`}
              />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label={L.pricesIncludeTax}
          description={
            values.pricesIncludeTax
              ? 'The net price of a dish is its sale price less the tax in it.'
              : 'Sale prices are net: tax is added on top and not counted.'
          }
          key={form.key('pricesIncludeTax')}
          {...form.getInputProps('pricesIncludeTax', { type: 'checkbox' })}
        />
        {saveError && (
          <Alert color="red" title="Not saved" role="alert" data-testid="pricing-settings-error">
            {saveError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save menu pricing
          </Button>
          <Text size="sm" role="status" aria-live="polite" data-testid="pricing-settings-status">
            {status ?? ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
