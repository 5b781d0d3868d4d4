import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import { FORECAST_PREP_LIST, isRecipe, type PrepList } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fromSnapshot,
  lookupOf,
  useCatalogueItems,
} from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { usePrepLists } from '../../components/operations/use-prep-lists';
import { useKitchenLists } from '../../components/operations/use-kitchen-lists';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { setKitchenList } from '../../state/kitchen-list';
import { ForecastForm } from './ForecastForm';
import '../../components/print/page-print.css';
import './kitchen-print.css';
import { PrepListForm } from './PrepListForm';
import {
  EMPTY_PREP_LIST_FORM,
  prepListFormValues,
  prepListFromForm,
  type PrepListFormValues,
} from './prep-list-form';
import { PrepListContent } from './PrepListPanel';
import { SavedPrepLists } from './SavedPrepLists';

/**
 * /prep-list (operations-model §1, §2): the saved manual prep lists (create, change, delete),
 * the menu forecast's settings, and the full prep list of the chosen list, printable on A4 and
 * US Letter without the app's chrome.
 */
export function PrepListPage() {
  const { t } = useTranslation(['kitchen-lists', 'common']);
  return (
    <Stack gap="lg" className="kitchen-print-page">
      <Group justify="space-between" className="kitchen-no-print">
        <Title order={1}>{t('prep.title')}</Title>
        <Button variant="default" onClick={() => window.print()} data-testid="print-prep-list">
          {t('common:print')}
        </Button>
      </Group>
      <StoreGate>{(store) => <PrepListScreen store={store} />}</StoreGate>
    </Stack>
  );
}

type Editing = { list: PrepList | null } | null;

function PrepListScreen({ store }: { store: VenueStore }) {
  const { t } = useTranslation(['kitchen-lists', 'common']);
  const state = useKitchenLists(store);
  const saved = usePrepLists(store);
  const items = useCatalogueItems(store);
  const [editing, setEditing] = useState<Editing>(null);
  const recipes = useMemo(
    () => (items ? fromSnapshot(items, 'recipes', (list) => list.filter(isRecipe)) : []),
    [items],
  );
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  if (state.state === 'loading' || !saved) return <Text c="dimmed">{t('prep.loadingLists')}</Text>;
  const lists = state;

  const save = async (values: PrepListFormValues) => {
    const existing = editing?.list ?? null;
    const record = prepListFromForm(values, existing, crypto.randomUUID());
    try {
      await store.apply(saveRecord('prep-list', record));
    } catch (error) {
      throw new Error(saveErrorText(error), { cause: error });
    }
    flash({ type: 'info', text: t('saved.saved', { name: record.name }) });
    setEditing(null);
    setKitchenList({ list: record.skey, date: null }, lists.venueId);
  };

  const remove = async (list: PrepList) => {
    const ok = await confirm({
      title: t('saved.deleteTitle'),
      message: t('saved.deleteMessage', { name: list.name }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    try {
      await store.apply(saveRecord('prep-list', { ...list, deleted: true }));
      flash({ type: 'info', text: t('saved.deleted', { name: list.name }) });
      if (editing?.list?.skey === list.skey) setEditing(null);
    } catch (error) {
      flash({
        type: 'error',
        text: t('saved.notDeleted', { name: list.name, reason: saveErrorText(error) }),
      });
    }
  };

  const shownSaved = lists.source?.kind === 'manual' ? lists.source.list.skey : null;

  return (
    <Stack gap="lg">
      <Stack gap="sm" className="kitchen-no-print">
        <Group justify="space-between" maw={720}>
          <Title order={2} size="h3">
            {t('saved.title')}
          </Title>
          {!editing && (
            <Button
              size="xs"
              onClick={() => setEditing({ list: null })}
              data-testid="new-prep-list"
            >
              {t('saved.new')}
            </Button>
          )}
        </Group>
        {editing ? (
          <PrepListForm
            key={editing.list?.skey ?? 'new'}
            initialValues={editing.list ? prepListFormValues(editing.list) : EMPTY_PREP_LIST_FORM}
            recipes={recipes}
            lookup={lookup}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <SavedPrepLists
            lists={saved}
            shown={shownSaved}
            onShow={(list) => setKitchenList({ list: list.skey, date: null }, lists.venueId)}
            onEdit={(list) => setEditing({ list })}
            onDelete={(list) => void remove(list)}
          />
        )}
      </Stack>
      {lists.selection.list === FORECAST_PREP_LIST && (
        <Stack gap="sm" className="kitchen-no-print">
          <Title order={2} size="h3">
            {t('forecast.title')}
          </Title>
          <ForecastForm
            venueId={lists.venueId}
            settings={lists.selection.forecast}
            menus={lists.menus}
            nameOf={lists.nameOf}
          />
        </Stack>
      )}
      <Stack gap="sm" data-testid="printable-prep-list">
        <Title order={2} size="h3" className="kitchen-print-title">
          {lists.source
            ? t('prep.printTitle', { title: lists.title, date: lists.date })
            : t('prep.title')}
        </Title>
        <PrepListContent store={store} lists={lists} variant="page" />
      </Stack>
    </Stack>
  );
}
