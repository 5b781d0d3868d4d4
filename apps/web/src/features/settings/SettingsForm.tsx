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
import {
  CURRENCIES,
  formatCost,
  LABEL_FORMAT_IDS,
  LABEL_FORMATS,
  OVERRIDE_FIELDS,
  UNIT_DEFAULTS,
} from '@larder/domain';
import { useState } from 'react';
import { ApiError } from '../../api/api-errors';
import type { SyncedUser } from '../../api/api-types';
import { flash } from '../../state/flash';
import { currentLabelFormat } from '../../components/labels/label-format-choice';
import { saveSettings } from './save-settings';
import {
  DEFAULT_UNIT_SIZES,
  SETTINGS_LABELS as L,
  settingChanges,
  settingsFieldLabel,
  settingsFieldOfServerPath,
  settingsFormValues,
  UNIT_SIZE_LABELS,
  validateSettings,
  type SettingsFormValues,
} from './settings-form';

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({
  value: c.symbol,
  label: `${c.symbol}  ${c.name}`,
}));
const LABEL_FORMAT_OPTIONS = LABEL_FORMAT_IDS.map((id) => ({
  value: id,
  label: LABEL_FORMATS[id],
}));

function doneText(recalculated: number | null): string {
  if (recalculated === null) return 'Settings saved.';
  if (recalculated === 0) return 'Settings saved. No costs changed with the new unit sizes.';
  return `Settings saved. Costs recalculated: ${recalculated} ${recalculated === 1 ? 'item' : 'items'} updated.`;
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : 'The settings could not be saved.';
}

/** The user settings: currency, units, label format. Saves only what changed. */
export function SettingsForm({ user, store }: { user: SyncedUser; store: VenueStore | null }) {
  const labelFormat = currentLabelFormat(user);
  const [progress, setProgress] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: settingsFormValues(user, labelFormat),
    validate: validateSettings,
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = async (v: SettingsFormValues) => {
    setSaveError(null);
    setStatus(null);
    const changes = settingChanges(v, user, labelFormat);
    if (changes.length === 0) {
      setStatus('Nothing to save: these are your settings already.');
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
        form.setFieldError(field, `${settingsFieldLabel(field)}: ${apiError.fieldText}`);
      }
      setSaveError(errorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form noValidate aria-label="Settings" onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <Fieldset legend="Currency">
          <Select
            label={L.currency}
            description={`Costs show as ${formatCost(1.2345, values.currency)}`}
            data={CURRENCY_OPTIONS}
            searchable
            allowDeselect={false}
            maw={320}
            key={form.key('currency')}
            {...form.getInputProps('currency')}
          />
        </Fieldset>

        <Fieldset legend="Units">
          <Stack gap="md">
            <Checkbox
              label={L.metricOnly}
              description="Offer only metric units (g, kg, mL, L) in unit choices; tbsp and tsp stay."
              key={form.key('metricOnly')}
              {...form.getInputProps('metricOnly', { type: 'checkbox' })}
            />
            <Text size="sm">
              The size of each unit used to convert quantities. Quart and pint follow the gallon;
              the pound is always {UNIT_DEFAULTS.lbG} g.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {OVERRIDE_FIELDS.map((field) => (
                <NumberInput
                  key={form.key(`units.${field}`)}
                  label={UNIT_SIZE_LABELS[field]}
                  description={`Default ${UNIT_DEFAULTS[field]}`}
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
                Use the default sizes
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend="Nutrition labels">
          <Select
            label={L.nutritionLabelFormat}
            placeholder="Choose a format"
            data={LABEL_FORMAT_OPTIONS}
            allowDeselect={false}
            maw={420}
            key={form.key('nutritionLabelFormat')}
            {...form.getInputProps('nutritionLabelFormat')}
          />
        </Fieldset>

        {saveError && (
          <Alert color="red" title="Not saved" role="alert" data-testid="settings-save-error">
            {saveError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save settings
          </Button>
          <Text size="sm" role="status" aria-live="polite" data-testid="settings-status">
            {progress ?? status ?? ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
