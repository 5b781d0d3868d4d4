import { ActionIcon, Autocomplete, Button, Group, NumberInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { emptyExtra, EXTRA_SUGGESTIONS, type EstimateFormValues } from './estimate-form';

/** The fixed extra lines of the estimate editor (operations-model §6: staff, hire, delivery). */
export function EstimateExtraRows({
  form,
  errorOf,
}: {
  form: UseFormReturnType<EstimateFormValues>;
  errorOf(field: string): string | undefined;
}) {
  const rows = form.getValues().extras;
  return (
    <Stack gap="xs">
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <Group key={row.key} align="flex-start" gap="xs" data-testid="estimate-extra">
            <Autocomplete
              label={`Extra ${n} label`}
              data={[...EXTRA_SUGGESTIONS]}
              w={260}
              {...form.getInputProps(`extras.${i}.label`)}
              error={errorOf(`extras.${i}.label`)}
            />
            <NumberInput
              label={`Extra ${n} amount`}
              hideControls
              decimalScale={2}
              w={140}
              {...form.getInputProps(`extras.${i}.amount`)}
              error={errorOf(`extras.${i}.amount`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={`Remove extra ${n}`}
              onClick={() => form.removeListItem('extras', i)}
            >
              ✕
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        {EXTRA_SUGGESTIONS.map((label) => (
          <Button
            key={label}
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('extras', emptyExtra(label))}
          >
            Add {label.toLowerCase()}
          </Button>
        ))}
        <Button
          variant="subtle"
          size="xs"
          onClick={() => form.insertListItem('extras', emptyExtra())}
        >
          Add other extra
        </Button>
      </Group>
    </Stack>
  );
}
