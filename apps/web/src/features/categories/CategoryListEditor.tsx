import { Button, Card, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import {
  addName,
  entryName,
  itemsUsing,
  moveAt,
  removeAt,
  type CategoryListKey,
} from '@larder/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { CategoryRow } from './CategoryRow';
import { nameError, renameCategory, saveCategoryList } from './save-category-list';
import { useCategoryList } from '../../components/catalogue/use-category-list';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The id prefix of a row's controls. */
const rowId = (key: CategoryListKey, index: number) => `${key}-row-${index}`;

interface FocusRequest {
  name: string;
  index: number;
  button: 'up' | 'down';
}

/** One list (ingredient categories, recipe categories or storage areas) with its editing. */
export function CategoryListEditor(props: {
  store: VenueStore;
  listKey: CategoryListKey;
  readOnly: boolean;
}) {
  const { store, listKey: key, readOnly } = props;
  const list = useCategoryList(store, key);
  const items = useCatalogueItems(store);
  const { t } = useTranslation(['categories', 'common']);
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const focus = useRef<FocusRequest | null>(null);
  const entries = useMemo(() => list?.entries ?? [], [list]);
  const used = useMemo(
    () => entries.map((e) => itemsUsing(key, entryName(e), items ?? []).length),
    [entries, items, key],
  );

  // After a move, keep the keyboard focus on the moved entry's button (once the list shows it).
  useEffect(() => {
    const request = focus.current;
    if (!request || entryName(entries[request.index] ?? '') !== request.name) return;
    focus.current = null;
    const id = rowId(key, request.index);
    const wanted = document.getElementById(`${id}-${request.button}`);
    const other = document.getElementById(`${id}-${request.button === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.hasAttribute('disabled') ? wanted : other)?.focus();
  }, [entries, key]);

  if (!list) return <Text c="dimmed">{t(`lists.${key}.loading`)}</Text>;

  const write = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      flash({ type: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const next = addName(entries, adding);
    if (!next.ok) {
      setAddError(nameError(next.error[0], entries, adding));
      return;
    }
    setAddError(null);
    await write(async () => {
      await saveCategoryList(store, key, list.record, next.value);
      setAdding('');
      setAnnounce(t('announce.added', { name: adding.trim() }));
    });
  };

  const move = (index: number, to: number, button: 'up' | 'down') => {
    if (busy) return;
    const name = entryName(entries[index] ?? '');
    focus.current = { name, index: to, button };
    void write(async () => {
      await saveCategoryList(store, key, list.record, moveAt(entries, index, to));
      setAnnounce(t('announce.moved', { name, position: to + 1, total: entries.length }));
    });
  };

  const rename = async (index: number, name: string) => {
    setBusy(true);
    try {
      const changed = await renameCategory(store, key, list, index, name);
      flash({
        type: 'info',
        text: t('renamed', { name: name.trim(), items: t('itemCount', { count: changed }) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (index: number) => {
    const name = entryName(entries[index] ?? '');
    const count = used[index] ?? 0;
    const ok = await confirm({
      title: t(`lists.${key}.delete`),
      message:
        count > 0
          ? t(`lists.${key}.deleteUsed`, { name, uses: count })
          : t(`lists.${key}.deleteUnused`, { name }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    await write(async () => {
      await saveCategoryList(store, key, list.record, removeAt(entries, index));
      setAnnounce(t('announce.deleted', { name }));
    });
  };

  return (
    <Card withBorder padding="md" data-testid={`list-${key}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`lists.${key}.title`)}
        </Title>
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('noneYet')}
          </Text>
        )}
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry, index) => {
            const name = entryName(entry);
            return (
              <li key={`${index}-${name}`}>
                <CategoryRow
                  id={rowId(key, index)}
                  name={name}
                  index={index}
                  count={entries.length}
                  used={used[index] ?? 0}
                  readOnly={readOnly}
                  busy={busy}
                  onMove={(to, button) => move(index, to, button)}
                  onRename={(next) => rename(index, next)}
                  onDelete={() => void remove(index)}
                />
              </li>
            );
          })}
        </Stack>
        {!readOnly && (
          <form onSubmit={(e) => void add(e)} aria-label={t(`lists.${key}.add`)}>
            <Group align="flex-start" gap="xs">
              <TextInput
                label={t(`lists.${key}.new`)}
                value={adding}
                error={addError}
                onChange={(e) => setAdding(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" mt={25} loading={busy}>
                {t('common:add')}
              </Button>
            </Group>
          </form>
        )}
        <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
      </Stack>
    </Card>
  );
}
