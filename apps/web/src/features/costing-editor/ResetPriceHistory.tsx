import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { VIRTUAL_ROW_PROPS, VirtualTable } from '../../components/catalogue/VirtualTable';
import { formatNumber } from '../../i18n/format';
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
import { counted } from './counted';
import {
  resetHistories,
  resetQuestion,
  resetText,
  restoredText,
  restoreHistories,
} from './reset-history-write';

/**
 * "Reset price history": a dialog listing the items with a price history (product spec §5:
 * only items with type, foodkey and pricehistory), with search and select-all; the chosen
 * ones are cleared in one save after a confirmation, and the message that says so offers Undo
 * while it is shown (a regular status message, spec §9: 3000 ms).
 */
export function ResetPriceHistory({ store }: { store: VenueStore }) {
  const { t } = useTranslation(['costing-editor', 'common']);
  const items = useCatalogueItems(store);
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [working, setWorking] = useState(false);

  const reset = async (picked: readonly CatalogueItem[]) => {
    setOpened(false);
    const ok = await confirm({
      title: t('reset.title'),
      message: resetQuestion(picked.length),
      confirmText: t('reset.confirm'),
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
          label: t('common:undo'),
          run: () => {
            restoreHistories(store, cleared).then(
              (n) => flash({ type: 'info', text: restoredText(n) }),
              (error: unknown) =>
                flash({
                  type: 'error',
                  text: t('reset.notRestored', { reason: saveErrorText(error) }),
                }),
            );
          },
        },
      });
    } catch (error) {
      flash({ type: 'error', text: t('reset.failed', { reason: saveErrorText(error) }) });
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
        {t('reset.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('reset.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:close') }}
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
          <Text c="dimmed">{t('loading')}</Text>
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
  const { t } = useTranslation(['costing-editor', 'common']);
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
        <Table.Th>{t('reset.item')}</Table.Th>
        <Table.Th>{t('reset.kind')}</Table.Th>
        <Table.Th>{t('reset.entries')}</Table.Th>
        <Table.Th>{t('reset.latest')}</Table.Th>
      </Table.Tr>
    ),
    [t],
  );

  if (withHistory.length === 0) {
    return (
      <Stack gap="sm" data-testid="reset-history-empty">
        <Text size="sm">{t('reset.none')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('reset.intro')}</Text>
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('common:search')}
          placeholder={t('reset.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-testid="reset-history-search"
          data-autofocus
        />
        <Checkbox
          label={t('reset.selectAll', { n: formatNumber(shown.length) })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={shown.length === 0}
          onChange={() => onChosen(toggleAll(shown, chosen))}
          mb={8}
        />
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" data-testid="reset-history-no-match">
          {t('reset.noMatch', { query: search.trim() })}
        </Text>
      ) : (
        <VirtualTable count={shown.length} rowKey={rowKey} head={head} columns={5} row={row} />
      )}
      <Group justify="space-between">
        <Text size="sm" aria-live="polite" data-testid="reset-history-chosen">
          {t('reset.chosen', counted(picked.length))}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button
            color="red"
            disabled={picked.length === 0}
            onClick={() => onReset(picked)}
            data-testid="reset-history-confirm"
          >
            {picked.length === 0 ? t('reset.title') : t('reset.resetSome', counted(picked.length))}
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
  const { t } = useTranslation('costing-editor');
  const name = item.name ?? item.foodkey;
  return (
    <tr {...VIRTUAL_ROW_PROPS} data-testid="reset-history-row">
      <td>
        <input
          type="checkbox"
          aria-label={t('reset.choose', { name })}
          checked={checked}
          onChange={() => onToggle(item.foodkey)}
        />
      </td>
      <td>{name}</td>
      <td>{kindText(item)}</td>
      <td>{formatNumber(historyOf(item).length)}</td>
      <td>{latestDay(item) ?? '—'}</td>
    </tr>
  );
});
