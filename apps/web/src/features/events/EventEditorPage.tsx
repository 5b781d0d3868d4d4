import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import { isRecipe, type EventRecord } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  fromSnapshot,
  lookupOf,
  useCatalogueItems,
} from '../../components/catalogue/catalogue-context';
import { localDay } from '../../components/catalogue/local-day';
import { saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useEvent } from '../../components/operations/use-events';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { EventActionButtons } from './EventActions';
import { plannerPath } from './event-display';
import {
  eventFormValues,
  eventFromForm,
  newEventKey,
  newEventValues,
  type EventFormValues,
} from './event-form';
import { EventForm } from './EventForm';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * /event-editor: a new event (on the day and at the time of `?date=` and `?start=`, else
 * today), or the event of `?event=<skey>` to change or delete (operations-model §5).
 */
export function EventEditorPage() {
  const [params] = useSearchParams();
  const skey = params.get('event');
  const date = params.get('date') ?? '';
  const start = params.get('start') ?? '';
  const { t } = useTranslation('events');
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{skey ? t('editor.editTitle') : t('editor.newTitle')}</Title>
      <RestrictedGuard what={t('restrictedWhat')}>
        <StoreGate>
          {(store) =>
            skey ? (
              <ExistingEvent key={skey} store={store} skey={skey} />
            ) : (
              <NewEvent key={`${date}|${start}`} store={store} date={date} start={start} />
            )
          }
        </StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

/** A new event on the day and at the time asked for, if they are well formed; else today. */
function NewEvent({ store, date, start }: { store: VenueStore; date: string; start: string }) {
  const [values] = useState(() =>
    newEventValues(DAY.test(date) ? date : localDay(Date.now()), TIME.test(start) ? start : ''),
  );
  return <EventEditor store={store} existing={null} initialValues={values} />;
}

function ExistingEvent({ store, skey }: { store: VenueStore; skey: string }) {
  const found = useEvent(store, skey);
  const { t } = useTranslation('events', { keyPrefix: 'editor' });
  if (found.state === 'loading') return <Text c="dimmed">{t('loading')}</Text>;
  if (found.state === 'missing') {
    return (
      <Stack gap="xs" align="flex-start" data-testid="event-missing">
        <Text>{t('missing', { key: skey })}</Text>
        <Anchor component={Link} to="/planner">
          {t('back')}
        </Anchor>
      </Stack>
    );
  }
  // The form starts from the event as first read (later reads change only what it keeps).
  return (
    <EventEditor
      store={store}
      existing={found.event}
      initialValues={eventFormValues(found.event)}
      key={found.event.skey}
    />
  );
}

function EventEditor(props: {
  store: VenueStore;
  existing: EventRecord | null;
  initialValues: EventFormValues;
}) {
  const { store, existing, initialValues } = props;
  const navigate = useNavigate();
  const items = useCatalogueItems(store);
  const [skey] = useState(() => existing?.skey ?? newEventKey());
  const [deleting, setDeleting] = useState(false);
  const { t } = useTranslation(['events', 'common']);
  const recipes = useMemo(
    () => (items ? fromSnapshot(items, 'event-recipes', (list) => list.filter(isRecipe)) : []),
    [items],
  );
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);

  if (!items) return <Text c="dimmed">{t('editor.loadingRecipes')}</Text>;

  const save = async (values: EventFormValues) => {
    const record = eventFromForm(values, existing, skey);
    try {
      await store.apply(saveRecord('event', record));
    } catch (error) {
      throw new Error(saveErrorText(error), { cause: error });
    }
    flash({ type: 'info', text: t('editor.saved', { name: values.name.trim() }) });
    void navigate(plannerPath(values.date.trim()));
  };

  const remove = async () => {
    if (!existing) return;
    const ok = await confirm({
      title: t('editor.deleteTitle'),
      message: t('editor.deleteMessage', { name: existing.name, date: existing.date }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await store.apply(saveRecord('event', { ...existing, deleted: true }));
      flash({ type: 'info', text: t('editor.deleted', { name: existing.name }) });
      void navigate(plannerPath(existing.date));
    } catch (error) {
      flash({ type: 'error', text: saveErrorText(error) });
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md">
      {existing && (
        <Group justify="space-between">
          <EventActionButtons event={existing} />
          <Button color="red" variant="light" loading={deleting} onClick={() => void remove()}>
            {t('common:delete')}
          </Button>
        </Group>
      )}
      <EventForm
        initialValues={initialValues}
        recipes={recipes}
        lookup={lookup}
        onSave={save}
        onCancel={() => void navigate(existing ? plannerPath(existing.date) : '/planner')}
      />
    </Stack>
  );
}
