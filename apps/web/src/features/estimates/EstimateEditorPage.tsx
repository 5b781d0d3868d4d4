import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import type { CatalogueItem, Estimate } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { lookupOf, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { localDay } from '../../components/catalogue/local-day';
import { saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { estimateNumberText } from '../../components/operations/estimate-number-text';
import { useEstimate, useEstimateNumbers } from '../../components/operations/use-estimates';
import { useEvent } from '../../components/operations/use-events';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import {
  estimateFormValues,
  estimatePath,
  estimateValuesFromEvent,
  NEW_ESTIMATE,
  newEstimateKey,
  newEstimateValues,
  type EstimateFormValues,
} from './estimate-form';
import { STATUS_COLORS, statusLabel } from './estimate-status';
import { EstimateForm } from './EstimateForm';

/**
 * /estimates/{skey}: one estimate's editor (operations-model §6); /estimates/new a new one,
 * and /estimates/new?event={skey} a new one for an event (its name, date, contact and menu).
 */
export function EstimateEditorPage() {
  const { skey = '' } = useParams();
  const adding = skey === NEW_ESTIMATE;
  const { t } = useTranslation('estimates');
  return (
    <Stack gap="lg" maw={1100}>
      <StoreGate title={adding ? t('editor.newTitle') : t('editor.title')}>
        {(store) => (
          <RestrictedGuard what={t('restrictedWhat')}>
            {adding ? <NewEstimate store={store} /> : <SavedEstimate store={store} skey={skey} />}
          </RestrictedGuard>
        )}
      </StoreGate>
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation('estimates');
  return (
    <Anchor component={Link} to="/estimates">
      {t('editor.back')}
    </Anchor>
  );
}

/** A new estimate: blank, or from the event named by `?event=`. */
function NewEstimate({ store }: { store: VenueStore }) {
  const [params] = useSearchParams();
  const eventKey = params.get('event') ?? '';
  const items = useCatalogueItems(store);
  const event = useEvent(store, eventKey);
  const [skey] = useState(newEstimateKey);
  const [today] = useState(() => localDay(Date.now()));
  const { t } = useTranslation('estimates', { keyPrefix: 'editor' });
  if (!items || (eventKey && event.state === 'loading')) {
    return <Loading title={t('newTitle')} />;
  }
  const fromEvent = event.state === 'ready' ? event.event : null;
  const initial = fromEvent
    ? estimateValuesFromEvent(fromEvent, lookupOf(items))
    : newEstimateValues(today);
  return (
    <Stack gap="md">
      <Title order={1}>{t('newTitle')}</Title>
      {eventKey && !fromEvent && (
        <Alert color="orange" data-testid="event-missing">
          {t('eventMissing', { key: eventKey })}
        </Alert>
      )}
      {fromEvent && (
        <Text size="sm" c="dimmed" data-testid="from-event">
          {t('fromEvent', {
            name: fromEvent.name,
            date: fromEvent.date,
            count: fromEvent.guests,
          })}
        </Text>
      )}
      <Editor store={store} skey={skey} existing={null} items={items} initial={initial} />
    </Stack>
  );
}

/** A saved estimate, or a note that it is not there. */
function SavedEstimate({ store, skey }: { store: VenueStore; skey: string }) {
  const items = useCatalogueItems(store);
  const state = useEstimate(store, skey);
  const numbers = useEstimateNumbers(store);
  const { t } = useTranslation('estimates', { keyPrefix: 'editor' });
  if (!items || state.state === 'loading') return <Loading title={t('title')} />;
  if (state.state === 'missing') {
    return (
      <Stack gap="sm" data-testid="estimate-missing">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('missing', { key: skey })}</Text>
        <BackLink />
      </Stack>
    );
  }
  const { estimate } = state;
  const number = numbers?.get(skey);
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{estimate.title}</Title>
        <Badge variant="light" size="lg" data-testid="estimate-number">
          {estimateNumberText(number)}
        </Badge>
        <Badge variant="light" color={STATUS_COLORS[estimate.status]}>
          {statusLabel(estimate.status)}
        </Badge>
      </Group>
      <Editor
        store={store}
        skey={skey}
        existing={estimate}
        items={items}
        // The form takes these once: a later sync does not reset what is being typed.
        initial={estimateFormValues(estimate)}
        number={number}
      />
    </Stack>
  );
}

function Loading({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t('loading')}</Text>
    </Stack>
  );
}

/** The form with its save and delete. */
function Editor({
  store,
  skey,
  existing,
  items,
  initial,
  number,
}: {
  store: VenueStore;
  skey: string;
  existing: Estimate | null;
  items: readonly CatalogueItem[];
  initial: EstimateFormValues;
  number?: number | undefined;
}) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const { t } = useTranslation(['estimates', 'common']);

  const save = async (record: Estimate) => {
    // The store checks the record with its schema again; a refusal names the field.
    await store.apply(saveRecord('estimate', record)).catch((error: unknown) => {
      throw new Error(saveErrorText(error));
    });
    flash({ type: 'info', text: t('editor.saved', { title: record.title }) });
    if (!existing) void navigate(estimatePath(skey), { replace: true });
  };

  const remove = async () => {
    if (!existing) return;
    const ok = await confirm({
      title: t('editor.deleteTitle'),
      message: t('editor.deleteMessage', { title: existing.title }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await store.apply(saveRecord('estimate', { ...existing, deleted: true }));
      flash({ type: 'info', text: t('editor.deleted', { title: existing.title }) });
      void navigate('/estimates');
    } catch (error) {
      flash({ type: 'error', text: saveErrorText(error) });
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md">
      <EstimateForm
        skey={skey}
        existing={existing}
        number={number}
        initialValues={initial}
        items={items}
        onSave={save}
        onCancel={() => void navigate('/estimates')}
      />
      {existing && (
        <Group>
          <Button color="red" variant="light" loading={deleting} onClick={() => void remove()}>
            {t('editor.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
