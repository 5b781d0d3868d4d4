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
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../components/catalogue/save-item';
import { useVenueProfile } from '../../components/menus/use-venue-pricing';
import { withPricingSettings } from '../../components/menus/use-venue-pricing';
import { formatNumber } from '../../i18n/format';
import { flash } from '../../state/flash';
import {
  pricingFromValues,
  pricingSettingsValues,
  validatePricingSettings,
  type PricingSettingsValues,
} from './pricing-settings-form';

const money = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price ending as the language writes decimals: '.95' or ',95'. */
const endingText = (ending: string) => money(Number(`0${ending}`)).slice(1);

/** The venue's menu pricing settings (operations-model §7), saved in its PROFILE record. */
export function PricingSettingsSection({ store }: { store: VenueStore | null }) {
  const { t } = useTranslation('settings');
  return (
    <Fieldset legend={t('pricing.legend')} data-testid="pricing-settings">
      {store ? (
        <PricingSettingsLoader store={store} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('pricing.noVenue')}
        </Text>
      )}
    </Fieldset>
  );
}

function PricingSettingsLoader({ store }: { store: VenueStore }) {
  const profile = useVenueProfile(store);
  const { t } = useTranslation('common');
  if (profile === undefined) return <Text c="dimmed">{t('loading')}</Text>;
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
  const { t } = useTranslation('settings');
  const form = useForm<PricingSettingsValues>({
    mode: 'controlled',
    initialValues: pricingSettingsValues(profile),
    validate: validatePricingSettings,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const inputs = {
    target: form.getInputProps('targetFoodCostPercent'),
    tax: form.getInputProps('taxPercent'),
    ending: form.getInputProps('priceEnding'),
    includesTax: form.getInputProps('pricesIncludeTax', { type: 'checkbox' }),
  };

  const submit = async (v: PricingSettingsValues) => {
    setStatus(null);
    setSaveError(null);
    try {
      await store.apply(saveRecord('settings', withPricingSettings(profile, pricingFromValues(v))));
      form.resetDirty(v);
      setStatus(t('pricing.saved'));
      flash({ type: 'info', text: t('pricing.savedFlash') });
    } catch (error) {
      setSaveError(saveErrorText(error));
    }
  };

  return (
    <form noValidate aria-label={t('pricing.name')} onSubmit={form.onSubmit((v) => submit(v))}>
      <Stack gap="md">
        <Text size="sm">{t('pricing.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('pricing.targetFoodCostPercent')}
            description={t('pricing.targetHelp')}
            hideControls
            decimalScale={4}
            suffix=" %"
            key={form.key('targetFoodCostPercent')}
            {...inputs.target}
          />
          <NumberInput
            label={t('pricing.taxPercent')}
            description={t('pricing.taxHelp')}
            hideControls
            decimalScale={4}
            suffix=" %"
            key={form.key('taxPercent')}
            {...inputs.tax}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('pricing.priceEnding')}
          description={t('pricing.endingHelp')}
          key={form.key('priceEnding')}
          {...inputs.ending}
        >
          <Group mt="xs">
            {PRICE_ENDINGS.map((ending) => (
              <Radio
                key={ending}
                value={ending}
                label={t('pricing.endingChoice', {
                  ending: endingText(ending),
                  price: money(10.33),
                  rounded: money(roundToPriceEnding(10.33, ending)),
                })}
              />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label={t('pricing.pricesIncludeTax')}
          description={
            values.pricesIncludeTax ? t('pricing.includeTaxHelp') : t('pricing.excludeTaxHelp')
          }
          key={form.key('pricesIncludeTax')}
          {...inputs.includesTax}
        />
        {saveError && (
          <Alert
            color="red"
            title={t('notSaved')}
            role="alert"
            data-testid="pricing-settings-error"
          >
            {saveError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('pricing.save')}
          </Button>
          <Text size="sm" role="status" aria-live="polite" data-testid="pricing-settings-status">
            {status ?? ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
