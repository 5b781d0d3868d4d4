import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { VIRTUAL_ROW_PROPS, VirtualTable } from '../../components/catalogue/VirtualTable';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import {
  chosenState,
  historyOf,
  itemsWithHistory,
  kindText,
  latestDay,
  searchWithHistory,
  toggleAll,
} from './history-choices';
import { resetHistories, resetQuestion, resetText, restoreHistories } from './reset-history-write';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * "Reset price history": a dialog listing the items with a price history (product spec §5:
 * only items with type, foodkey and pricehistory), with search and select-all; the chosen
 * ones are cleared in one save after a confirmation, and the message that says so offers Undo
 * while it is shown (a regular status message, spec §9: 3000 ms).
 */
export function ResetPriceHistory({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [working, setWorking] = useState(false);

  const reset = async (picked: readonly CatalogueItem[]) => {
    setOpened(false);
    const ok = await confirm({
      title: 'Reset price history',
      message: resetQuestion(picked.length),
      confirmText: 'Reset',
    });
    if (!ok) {
      setOpened(true);
      return;
    }
    setWorking(true);
    try {
      const cleared = await resetHistories(store, picked);
      setChosen(new Set());
      flash({
        type: 'info',
        text: resetText(cleared.size),
        action: {
          label: 'Undo',
          run: () => {
            restoreHistories(store, cleared).then(
              (n) =>
                flash({
                  type: 'info',
                  text: `Price history restored for ${plural(n, 'item', 'items')}`,
                }),
              (error: unknown) =>
                flash({ type: 'error', text: `Not restored: ${saveErrorText(error)}` }),
            );
          },
        },
      });
    } catch (error) {
      flash({ type: 'error', text: `Price history not reset: ${saveErrorText(error)}` });
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        loading={working}
        data-testid="reset-history-open"
      >
        Reset price history…
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Reset price history"
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
        data-testid="reset-history"
      >
        {items ? (
          <HistoryPicker
            items={items}
            chosen={chosen}
            onChosen={setChosen}
            onCancel={() => setOpened(false)}
            onReset={(picked) => void reset(picked)}
          />
        ) : (
          <Text c="dimmed">Loading the venue&apos;s items…</Text>
        )}
      </Modal>
    </>
  );
}

function HistoryPicker({
  items,
  chosen,
  onChosen,
  onCancel,
  onReset,
}: {
  items: readonly CatalogueItem[];
  chosen: ReadonlySet<string>;
  onChosen(next: ReadonlySet<string>): void;
  onCancel(): void;
  onReset(picked: readonly CatalogueItem[]): void;
}) {
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const withHistory = itemsWithHistory(items);
  const shown = useMemo(() => searchWithHistory(withHistory, search), [withHistory, search]);
  // Only items still listed count: one deleted or already cleared meanwhile drops out.
  const picked = useMemo(
    () => withHistory.filter((item) => chosen.has(item.foodkey)),
    [withHistory, chosen],
  );
  const state = chosenState(shown, chosen);

  const toggle = useCallback(
    (foodkey: string) => {
      const next = new Set(chosen);
      if (next.has(foodkey)) next.delete(foodkey);
      else next.add(foodkey);
      onChosen(next);
    },
    [chosen, onChosen],
  );
  const rowKey = useCallback((index: number) => shown[index]?.foodkey ?? String(index), [shown]);
  const row = useCallback(
    (index: number) => {
      const item = shown[index]!;
      return (
        <HistoryRow
          key={item.foodkey}
          item={item}
          checked={chosen.has(item.foodkey)}
          onToggle={toggle}
        />
      );
    },
    [shown, chosen, toggle],
  );
  const head = useMemo(
    () => (
      <Table.Tr>
        <Table.Th w={40} />
        <Table.Th>Item</Table.Th>
        <Table.Th>Kind</Table.Th>
        <Table.Th>Entries</Table.Th>
        <Table.Th>Latest</Table.Th>
      </Table.Tr>
    ),
    [],
  );

  if (withHistory.length === 0) {
    return (
      <Stack gap="sm" data-testid="reset-history-empty">
        <Text size="sm">
          No item has a price history yet. Each change of an ingredient&apos;s or packaging
          item&apos;s purchase price adds the day&apos;s entry to it.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        Choose the items whose price history to clear. Their prices stay as they are; only the
        record of past prices goes.
      </Text>
      <Group align="flex-end" gap="md">
        <TextInput
          label="Search"
          placeholder="3 or more letters"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-testid="reset-history-search"
          data-autofocus
        />
        <Checkbox
          label={`Select all shown (${shown.length.toLocaleString('en')})`}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={shown.length === 0}
          onChange={() => onChosen(toggleAll(shown, chosen))}
          mb={8}
        />
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" data-testid="reset-history-no-match">
          No item with a price history matches “{search.trim()}”.
        </Text>
      ) : (
        <VirtualTable count={shown.length} rowKey={rowKey} head={head} columns={5} row={row} />
      )}
      <Group justify="space-between">
        <Text size="sm" aria-live="polite" data-testid="reset-history-chosen">
          {plural(picked.length, 'item', 'items')} chosen
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={picked.length === 0}
            onClick={() => onReset(picked)}
            data-testid="reset-history-confirm"
          >
            {picked.length === 0
              ? 'Reset price history'
              : `Reset price history of ${plural(picked.length, 'item', 'items')}`}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

const HistoryRow = memo(function HistoryRow({
  item,
  checked,
  onToggle,
}: {
  item: CatalogueItem;
  checked: boolean;
  onToggle(foodkey: string): void;
}) {
  const name = item.name ?? item.foodkey;
  return (
    <tr {...VIRTUAL_ROW_PROPS} data-testid="reset-history-row">
      <td>
        <input
          type="checkbox"
          aria-label={`Choose ${name}`}
          checked={checked}
          onChange={() => onToggle(item.foodkey)}
        />
      </td>
      <td>{name}</td>
      <td>{kindText(item)}</td>
      <td>{historyOf(item).length}</td>
      <td>{latestDay(item) ?? '—'}</td>
    </tr>
  );
});
