import { ActionIcon, Autocomplete, Button, Group, NumberInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { emptyExtra, EXTRA_SUGGESTIONS, type EstimateFormValues } from './estimate-form';

/** The mark of a row's remove button (its name is its label). */
const REMOVE_MARK = '✕';

/** The fixed extra lines of the estimate editor (operations-model §6: staff, hire, delivery). */
export function EstimateExtraRows({
  form,
  errorOf,
}: {
  form: UseFormReturnType<EstimateFormValues>;
  errorOf(field: string): string | undefined;
}) {
  const { t } = useTranslation('estimates', { keyPrefix: 'extras' });
  const rows = form.getValues().extras;
  const suggestions = EXTRA_SUGGESTIONS.map((kind) => t(`suggestions.${kind}`));
  return (
    <Stack gap="xs">
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <Group key={row.key} align="flex-start" gap="xs" data-testid="estimate-extra">
            <Autocomplete
              label={t('label', { n })}
              data={suggestions}
              w={260}
              {...form.getInputProps(`extras.${i}.label`)}
              error={errorOf(`extras.${i}.label`)}
            />
            <NumberInput
              label={t('amount', { n })}
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
              aria-label={t('remove', { n })}
              onClick={() => form.removeListItem('extras', i)}
            >
              {REMOVE_MARK}
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        {EXTRA_SUGGESTIONS.map((kind) => (
          <Button
            key={kind}
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('extras', emptyExtra(t(`suggestions.${kind}`)))}
          >
            {t(`add.${kind}`)}
          </Button>
        ))}
        <Button
          variant="subtle"
          size="xs"
          onClick={() => form.insertListItem('extras', emptyExtra())}
        >
          {t('addOther')}
        </Button>
      </Group>
    </Stack>
  );
}
