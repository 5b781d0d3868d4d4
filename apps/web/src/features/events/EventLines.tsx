import {
  Alert,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { eventDemand, type CatalogueItem, type ItemLookup } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import {
  emptyLine,
  lineModeLabel,
  typedNumber,
  type EventFormValues,
  type EventLineValues,
  type LineMode,
} from './event-form';

const MODES: readonly LineMode[] = ['perGuest', 'total'];

/** The servings a line asks for with the guests typed (operations-model §5), when it can say. */
function servingsText(line: EventLineValues, guests: string): string | null {
  const amount = typedNumber(line.amount);
  const [demand] = eventDemand({
    guests: typedNumber(guests) ?? 0,
    lines: [{ foodkey: line.foodkey || '-', [line.mode]: amount }],
  });
  if (!demand) return null;
  const servings = Math.round(demand.amount * 100) / 100;
  return i18n.t('events:lines.servings', {
    count: servings,
    servings: formatNumber(servings, { maximumFractionDigits: 2, useGrouping: false }),
  });
}

/** A removed line and where it was, until it is put back or another is removed. */
interface RemovedLine {
  index: number;
  line: EventLineValues;
}

/**
 * The event's menu (operations-model §5): lines of a recipe with servings per guest or a total,
 * a toggle per line; lines are added and removed, and the last removed one can be put back.
 */
export function EventLines(props: {
  form: UseFormReturnType<EventFormValues>;
  /** The recipes to choose from (sorted; one array per catalogue snapshot). */
  recipes: readonly CatalogueItem[];
  lookup: ItemLookup;
}) {
  const { form, recipes, lookup } = props;
  const values = form.getValues();
  const [removed, setRemoved] = useState<RemovedLine | null>(null);
  const { t } = useTranslation(['events', 'common']);

  const remove = (index: number) => {
    const line = values.lines[index];
    if (!line) return;
    setRemoved({ index, line });
    form.removeListItem('lines', index);
  };
  const undo = () => {
    if (!removed) return;
    form.insertListItem('lines', removed.line, removed.index);
    setRemoved(null);
  };
  const removedName = removed
    ? (lookup(removed.line.foodkey)?.name ?? (removed.line.foodkey || t('lines.noRecipe')))
    : '';

  return (
    <Fieldset legend={t('form.menu')}>
      <Stack gap="xs">
        {values.lines.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-event-lines">
            {t('lines.empty')}
          </Text>
        )}
        {values.lines.map((line, i) => {
          const n = i + 1;
          const servings = servingsText(line, values.guests);
          return (
            <Group
              key={form.key(`lines.${i}`)}
              align="flex-start"
              wrap="wrap"
              data-testid="event-line"
            >
              <ItemPicker
                label={t('lines.recipe', { n })}
                candidates={recipes}
                lookup={lookup}
                nothingFoundMessage={t('lines.noMatch')}
                value={line.foodkey}
                error={form.errors[`lines.${i}.foodkey`]}
                onChange={(foodkey) => form.setFieldValue(`lines.${i}.foodkey`, foodkey)}
              />
              <SegmentedControl
                mt={25}
                aria-label={t('lines.mode', { n })}
                data={MODES.map((mode) => ({ value: mode, label: t(`lines.modes.${mode}`) }))}
                value={line.mode}
                onChange={(mode) => form.setFieldValue(`lines.${i}.mode`, mode as LineMode)}
              />
              <TextInput
                label={lineModeLabel(line.mode)}
                inputMode="decimal"
                w={150}
                key={form.key(`lines.${i}.amount`)}
                {...form.getInputProps(`lines.${i}.amount`)}
              />
              {servings && (
                <Text size="sm" mt={32} c="dimmed" data-testid="line-servings">
                  {servings}
                </Text>
              )}
              <RemoveRowButton label={t('lines.remove', { n })} onClick={() => remove(i)} mt={28} />
            </Group>
          );
        })}
        {removed && (
          <Alert color="gray" role="status" data-testid="line-removed">
            <Group gap="sm">
              <Text size="sm">
                {t('lines.removed', { n: removed.index + 1, name: removedName })}
              </Text>
              <Button size="xs" variant="light" onClick={undo}>
                {t('common:undo')}
              </Button>
            </Group>
          </Alert>
        )}
        <AddRowButton
          label={t('lines.add')}
          onClick={() => form.insertListItem('lines', emptyLine())}
        />
      </Stack>
    </Fieldset>
  );
}
