import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VenueStore } from '@larder/data';
import { CURRENCIES, LABEL_FORMAT_IDS, OVERRIDE_FIELDS, UNIT_DEFAULTS } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-errors';
import type { SyncedUser } from '../../api/api-types';
import { formatCost, formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { currentLabelFormat } from '../../components/labels/label-format-choice';
import { currencyName } from '../../components/catalogue/currency-name';
import { labelFormatName } from '../../components/labels/label-format-choice';
import { saveSettings } from './save-settings';
import {
  DEFAULT_UNIT_SIZES,
  settingChanges,
  settingsFieldLabel,
  settingsFieldOfServerPath,
  settingsFormValues,
  unitSizeLabel,
  validateSettings,
  type SettingsFormValues,
} from './settings-form';

const currencyOptions = () =>
  CURRENCIES.map((c) => ({ value: c.symbol, label: `${c.symbol}  ${currencyName(c)}` }));
const labelFormatOptions = () =>
  LABEL_FORMAT_IDS.map((id) => ({ value: id, label: labelFormatName(id) }));

/** A unit size as typed in its field: every decimal, no grouping (3785.411784). */
const sizeText = (size: number) =>
  formatNumber(size, { maximumFractionDigits: 10, useGrouping: false });

function doneText(recalculated: number | null): string {
  if (recalculated === null) return i18n.t('settings:form.saved');
  if (recalculated === 0) return i18n.t('settings:form.savedNoCostChanged');
  return i18n.t('settings:form.savedRecalculated', { count: recalculated });
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : i18n.t('settings:form.saveFailed');
}

/** The user settings: currency, units, label format. Saves only what changed. */
export function SettingsForm({ user, store }: { user: SyncedUser; store: VenueStore | null }) {
  const labelFormat = currentLabelFormat(user);
  const [progress, setProgress] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { t } = useTranslation('settings');
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: settingsFormValues(user, labelFormat),
    validate: validateSettings,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const inputs = {
    currency: form.getInputProps('currency'),
    metricOnly: form.getInputProps('metricOnly', { type: 'checkbox' }),
    labelFormat: form.getInputProps('nutritionLabelFormat'),
  };

  const submit = async (v: SettingsFormValues) => {
    setSaveError(null);
    setStatus(null);
    const changes = settingChanges(v, user, labelFormat);
    if (changes.length === 0) {
      setStatus(t('form.nothingToSave'));
      return;
    }
    try {
      const result = await saveSettings(changes, store, setProgress);
      const text = doneText(result.recalculated);
      setStatus(text);
      flash({ type: 'info', text });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const field = settingsFieldOfServerPath(apiError?.field);
      if (apiError && field) {
        form.setFieldError(
          field,
          t('fieldError', { label: settingsFieldLabel(field), text: apiError.fieldText }),
        );
      }
      setSaveError(errorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form noValidate aria-label={t('form.name')} onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <Fieldset legend={t('form.currencyLegend')}>
          <Select
            label={t('form.currency')}
            description={t('form.currencyExample', {
              example: formatCost(1.2345, values.currency),
            })}
            data={currencyOptions()}
            searchable
            allowDeselect={false}
            maw={320}
            key={form.key('currency')}
            {...inputs.currency}
          />
        </Fieldset>

        <Fieldset legend={t('form.unitsLegend')}>
          <Stack gap="md">
            <Checkbox
              label={t('form.metricOnly')}
              description={t('form.metricOnlyHelp')}
              key={form.key('metricOnly')}
              {...inputs.metricOnly}
            />
            <Text size="sm">
              {t('form.unitSizesHelp', {
                pound: sizeText(UNIT_DEFAULTS.lbG),
              })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {OVERRIDE_FIELDS.map((field) => (
                <NumberInput
                  key={form.key(`units.${field}`)}
                  label={unitSizeLabel(field)}
                  description={t('form.unitDefault', {
                    value: sizeText(UNIT_DEFAULTS[field]),
                  })}
                  min={0}
                  hideControls
                  {...form.getInputProps(`units.${field}`)}
                />
              ))}
            </SimpleGrid>
            <Group>
              <Button
                variant="subtle"
                onClick={() => form.setFieldValue('units', { ...DEFAULT_UNIT_SIZES })}
              >
                {t('form.useDefaults')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.labelsLegend')}>
          <Select
            label={t('form.labelFormat')}
            placeholder={t('form.chooseFormat')}
            data={labelFormatOptions()}
            allowDeselect={false}
            maw={420}
            key={form.key('nutritionLabelFormat')}
            {...inputs.labelFormat}
          />
        </Fieldset>

        {saveError && (
          <Alert color="red" title={t('notSaved')} role="alert" data-testid="settings-save-error">
            {saveError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('form.save')}
          </Button>
          <Text size="sm" role="status" aria-live="polite" data-testid="settings-status">
            {progress ?? status ?? ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
