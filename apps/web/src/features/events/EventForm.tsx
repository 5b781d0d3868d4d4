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
import {
  EVENT_STATUSES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type CatalogueItem,
  type ItemLookup,
} from '@larder/domain';
import { FormFooter } from '../../components/catalogue/FormFooter';
import { useFormSave } from '../../components/catalogue/use-form-save';
import { EVENT_STATUS_LABELS } from './event-display';
import {
  EVENT_FIELD_LABELS as L,
  FORM_ERROR,
  validateEvent,
  type EventFormValues,
} from './event-form';
import { EventLines } from './EventLines';

const TYPE_CHOICES = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));
const STATUS_CHOICES = EVENT_STATUSES.map((status) => ({
  value: status,
  label: EVENT_STATUS_LABELS[status],
}));

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
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateEvent,
    validateInputOnBlur: true,
  });

  const text = (
    field: 'name' | 'date' | 'start' | 'guests' | 'contactName' | 'contactEmail' | 'contactPhone',
    extra: Record<string, unknown> = {},
  ) => (
    <TextInput label={L[field]} key={form.key(field)} {...extra} {...form.getInputProps(field)} />
  );

  const submit = (values: EventFormValues) => save.run(() => onSave(values));

  return (
    <form
      noValidate
      aria-label="Event form"
      data-testid="event-form"
      onSubmit={form.onSubmit((values) => void submit(values))}
    >
      <Stack gap="md">
        {text('name', { withAsterisk: true, maxLength: 200 })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={L.type}
            data={TYPE_CHOICES}
            key={form.key('type')}
            {...form.getInputProps('type')}
          />
          <NativeSelect
            label={L.status}
            data={STATUS_CHOICES}
            key={form.key('status')}
            {...form.getInputProps('status')}
          />
          {text('date', { withAsterisk: true, placeholder: 'YYYY-MM-DD', autoComplete: 'off' })}
          {text('start', { type: 'time', description: 'Optional' })}
          {text('guests', { withAsterisk: true, inputMode: 'numeric', autoComplete: 'off' })}
        </SimpleGrid>
        <Fieldset legend="Contact">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('contactName')}
            {text('contactEmail', { type: 'email' })}
            {text('contactPhone', { type: 'tel' })}
          </SimpleGrid>
        </Fieldset>
        <Textarea
          label={L.notes}
          autosize
          minRows={2}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
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
