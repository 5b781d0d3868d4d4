import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, venueSaveFailedText } from '../../api/api-errors';
import {
  EMPTY_VENUE_FORM,
  VENUE_LIMITS,
  validateVenue,
  venueFieldLabel,
  venueFieldOfServerPath,
  type VenueFormValues,
} from './venue-form';

export interface VenueFormProps {
  initialValues?: VenueFormValues;
  submitLabel: string;
  /** Saves the venue; a thrown ApiError is shown on the form. */
  onSave(values: VenueFormValues): Promise<void>;
  /** Extra buttons beside the save button (delete on the edit screen). */
  extraActions?: ReactNode;
}

/** Each field in the form's order, with what its input takes besides its label. */
const FIELDS: readonly (readonly [keyof VenueFormValues, Record<string, unknown>])[] = [
  [
    'venue_name',
    { withAsterisk: true, autoComplete: 'organization', maxLength: VENUE_LIMITS.venue_name },
  ],
  ['address', { autoComplete: 'street-address' }],
  ['phone', { type: 'tel', autoComplete: 'tel' }],
  ['email', { type: 'email', autoComplete: 'email' }],
  ['website', { type: 'url', placeholder: 'https://' }],
  ['cuisine', {}],
];

/** The venue form of /venue-add and /venue-edit/{id}: name required, contact details. */
export function VenueForm({ initialValues, submitLabel, onSave, extraActions }: VenueFormProps) {
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation('venues');
  const form = useForm<VenueFormValues>({
    mode: 'controlled',
    initialValues: initialValues ?? EMPTY_VENUE_FORM,
    validate: validateVenue,
    validateInputOnBlur: true,
  });

  const submit = async (values: VenueFormValues) => {
    setSaving(true);
    setServerError(null);
    try {
      await onSave(values);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const field = venueFieldOfServerPath(apiError?.field);
      const label = field ? venueFieldLabel(field) : '';
      if (apiError && field) {
        form.setFieldError(field, t('form.fieldError', { label, text: apiError.fieldText }));
      }
      setServerError(
        apiError && field
          ? t('form.serverError', { message: apiError.message, label, text: apiError.fieldText })
          : (apiError?.message ?? venueSaveFailedText()),
      );
    } finally {
      setSaving(false);
    }
  };

  const input = (field: keyof VenueFormValues, props: Record<string, unknown>) => (
    <TextInput
      label={venueFieldLabel(field)}
      key={form.key(field)}
      {...props}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form noValidate aria-label={t('form.name')} onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="md">
        {FIELDS.map(([field, props]) => input(field, props))}
        {serverError && (
          <Alert color="red" title={t('form.notSaved')} role="alert" data-testid="venue-save-error">
            {serverError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
