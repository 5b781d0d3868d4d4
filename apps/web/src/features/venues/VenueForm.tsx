import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { ApiError, VENUE_SAVE_FAILED } from '../../api/api-errors';
import {
  EMPTY_VENUE_FORM,
  VENUE_FIELD_LABELS,
  VENUE_LIMITS,
  validateVenue,
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

/** The venue form of /venue-add and /venue-edit/{id}: name required, contact details. */
export function VenueForm({ initialValues, submitLabel, onSave, extraActions }: VenueFormProps) {
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
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
      if (apiError && field) {
        form.setFieldError(field, `${VENUE_FIELD_LABELS[field]}: ${apiError.fieldText}`);
      }
      setServerError(
        apiError && field
          ? `${apiError.message} ${VENUE_FIELD_LABELS[field]}: ${apiError.fieldText}`
          : (apiError?.message ?? VENUE_SAVE_FAILED),
      );
    } finally {
      setSaving(false);
    }
  };

  const input = (field: keyof VenueFormValues, props: Record<string, unknown> = {}) => (
    <TextInput
      label={VENUE_FIELD_LABELS[field]}
      key={form.key(field)}
      {...props}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form noValidate aria-label="Venue form" onSubmit={form.onSubmit((v) => void submit(v))}>
      <Stack gap="md">
        {input('venue_name', {
          withAsterisk: true,
          autoComplete: 'organization',
          maxLength: VENUE_LIMITS.venue_name,
        })}
        {input('address', { autoComplete: 'street-address' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('website', { type: 'url', placeholder: 'https://' })}
        {input('cuisine')}
        {serverError && (
          <Alert color="red" title="Not saved" role="alert" data-testid="venue-save-error">
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
