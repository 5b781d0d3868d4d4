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
import { ItemPicker } from '../../components/catalogue/ItemPicker';
import { AddRowButton, RemoveRowButton } from '../../components/catalogue/ListRowButtons';
import {
  emptyLine,
  LINE_MODE_LABELS,
  typedNumber,
  type EventFormValues,
  type EventLineValues,
  type LineMode,
} from './event-form';

const MODE_CHOICES: { value: LineMode; label: string }[] = [
  { value: 'perGuest', label: 'Per guest' },
  { value: 'total', label: 'Total' },
];

/** The servings a line asks for with the guests typed (operations-model §5), when it can say. */
function servingsText(line: EventLineValues, guests: string): string | null {
  const amount = typedNumber(line.amount);
  const [demand] = eventDemand({
    guests: typedNumber(guests) ?? 0,
    lines: [{ foodkey: line.foodkey || '-', [line.mode]: amount }],
  });
  if (!demand) return null;
  const servings = Math.round(demand.amount * 100) / 100;
  return `= ${servings} ${servings === 1 ? 'serving' : 'servings'}`;
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
    ? (lookup(removed.line.foodkey)?.name ?? (removed.line.foodkey || 'no recipe chosen'))
    : '';

  return (
    <Fieldset legend="Menu">
      <Stack gap="xs">
        {values.lines.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-event-lines">
            No dishes yet. Add the recipes served, with servings per guest or a total.
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
                label={`Recipe ${n}`}
                candidates={recipes}
                lookup={lookup}
                nothingFoundMessage="No recipe matches"
                value={line.foodkey}
                error={form.errors[`lines.${i}.foodkey`]}
                onChange={(foodkey) => form.setFieldValue(`lines.${i}.foodkey`, foodkey)}
              />
              <SegmentedControl
                mt={25}
                aria-label={`Line ${n}: servings per guest or a total`}
                data={MODE_CHOICES}
                value={line.mode}
                onChange={(mode) => form.setFieldValue(`lines.${i}.mode`, mode as LineMode)}
              />
              <TextInput
                label={LINE_MODE_LABELS[line.mode]}
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
              <RemoveRowButton label={`Remove line ${n}`} onClick={() => remove(i)} mt={28} />
            </Group>
          );
        })}
        {removed && (
          <Alert color="gray" role="status" data-testid="line-removed">
            <Group gap="sm">
              <Text size="sm">
                Line {removed.index + 1} ({removedName}) removed.
              </Text>
              <Button size="xs" variant="light" onClick={undo}>
                Undo
              </Button>
            </Group>
          </Alert>
        )}
        <AddRowButton label="Add dish" onClick={() => form.insertListItem('lines', emptyLine())} />
      </Stack>
    </Fieldset>
  );
}
