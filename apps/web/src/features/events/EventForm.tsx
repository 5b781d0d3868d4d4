import {
  Alert,
  Fieldset,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { EVENT_STATUSES, EVENT_TYPES, type CatalogueItem, type ItemLookup } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { eventStatusLabel, eventTypeLabel } from './event-display';
import {
  eventFieldLabel,
  FORM_ERROR,
  validateEvent,
  type EventField,
  type EventFormValues,
} from './event-form';
import { EventLines } from './EventLines';

export interface EventFormProps {
  initialValues: EventFormValues;
  /** The recipes a menu line may take (sorted; one array per catalogue snapshot). */
  recipes: readonly CatalogueItem[];
  lookup: ItemLookup;
  onSave(values: EventFormValues): Promise<void>;
  onCancel(): void;
}

/**
 * The event editor (operations-model §5): name, type, date, start time, guests, contact,
 * status, notes and menu lines. Checked with the domain's event schema on save; nothing is
 * saved while a field is wrong, and each message stands beside its field.
 */
export function EventForm({ initialValues, recipes, lookup, onSave, onCancel }: EventFormProps) {
  const save = useFormSave();
  const { t } = useTranslation('events', { keyPrefix: 'form' });
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateEvent,
    validateInputOnBlur: true,
  });

  /** A field's label, value, change and message, with what else its input takes. */
  const field = <E extends object>(name: EventField, extra?: E) => ({
    label: eventFieldLabel(name),
    ...extra,
    ...form.getInputProps(name),
  });
  const fields = {
    name: field('name', { withAsterisk: true, maxLength: 200 }),
    type: field('type', {
      data: EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type) })),
    }),
    status: field('status', {
      data: EVENT_STATUSES.map((status) => ({ value: status, label: eventStatusLabel(status) })),
    }),
    date: field('date', {
      withAsterisk: true,
      placeholder: t('datePlaceholder'),
      autoComplete: 'off',
    }),
    start: field('start', { type: 'time', description: t('optional') }),
    guests: field('guests', { withAsterisk: true, inputMode: 'numeric', autoComplete: 'off' }),
    contactName: field('contactName'),
    contactEmail: field('contactEmail', { type: 'email' }),
    contactPhone: field('contactPhone', { type: 'tel' }),
    notes: field('notes', { autosize: true, minRows: 2 }),
  };
  /** Each input's key, as the form gives it. */
  const keys = Object.fromEntries(
    Object.keys(fields).map((name) => [name, form.key(name)]),
  ) as Record<EventField, string>;

  const submit = (values: EventFormValues) => save.run(() => onSave(values));

  return (
    <form
      noValidate
      aria-label={t('label')}
      data-testid="event-form"
      onSubmit={form.onSubmit((values) => void submit(values))}
    >
      <Stack gap="md">
        <TextInput key={keys.name} {...fields.name} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect key={keys.type} {...fields.type} />
          <NativeSelect key={keys.status} {...fields.status} />
          <TextInput key={keys.date} {...fields.date} />
          <TextInput key={keys.start} {...fields.start} />
          <TextInput key={keys.guests} {...fields.guests} />
        </SimpleGrid>
        <Fieldset legend={t('contact')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput key={keys.contactName} {...fields.contactName} />
            <TextInput key={keys.contactEmail} {...fields.contactEmail} />
            <TextInput key={keys.contactPhone} {...fields.contactPhone} />
          </SimpleGrid>
        </Fieldset>
        <Textarea key={keys.notes} {...fields.notes} />
        <EventLines form={form} recipes={recipes} lookup={lookup} />
        {form.errors[FORM_ERROR] && (
          <Alert color="red" role="alert" data-testid="event-form-error">
            {form.errors[FORM_ERROR]}
          </Alert>
        )}
        <FormFooter save={save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
