import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { WireIssue } from '@larder/domain';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useBlocker } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { TrialLimitPrompt } from '../../components/pro/TrialLimitPrompt';
import { trialLimitIssueOf } from '../../components/pro/trial-limit-error';
import { useSuppliers } from '../../components/suppliers/use-suppliers';
import { BulkGrid } from './BulkGrid';
import { BULK_FIELDS, type BulkRow } from './bulk-row';
import { bulkSaveErrorText, planBulkSave, runBulkSave, savedText } from './bulk-save';
import { shownRows, withShownChanges } from './shown-rows';
import { useBulkEdits, type BulkEdits } from './use-bulk-edits';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

/** /ingredients-list-editor: every ingredient in one editable grid, saved at once. */
export function BulkEditorPage() {
  const { t } = useTranslation('bulk-editor');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <RestrictedGuard what={t('what')}>
        <StoreGate>{(store) => <BulkEditor store={store} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

/** '12 of 10,000 ingredients': the stored ingredients shown (new rows are always shown). */
const shownCountText = (shown: readonly BulkRow[], bases: ReadonlyMap<string, unknown>) => {
  const matching = shown.filter((row) => bases.has(row.id)).length;
  return i18n.t('bulk-editor:shown', {
    shown: formatNumber(matching),
    total: formatNumber(bases.size),
  });
};

const changesText = (n: number) => i18n.t('bulk-editor:changes', { count: n });

function BulkEditor({ store }: { store: VenueStore }) {
  const { t } = useTranslation(['bulk-editor', 'common']);
  const items = useCatalogueItems(store);
  const suppliers = useSuppliers(store);
  const { units, cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const edits = useBulkEdits(items, suppliers, units);
  const [saving, setSaving] = useState(false);
  // The last save was refused for the trial limit: the upgrade prompt stays until the next.
  const [trialLimit, setTrialLimit] = useState<WireIssue | null>(null);
  const dirty = edits.changed.length > 0;
  useLeaveWarning(dirty && !saving);
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const shown = useMemo(
    () => shownRows(edits.rows, edits.bases, items ?? [], searched),
    [edits.rows, edits.bases, items, searched],
  );
  const filtered = shown !== edits.rows;

  if (!items || !suppliers) return <Text c="dimmed">{t('loading')}</Text>;

  const save = async () => {
    const plan = planBulkSave(edits.changed, edits.bases, suppliers);
    setSaving(true);
    setTrialLimit(null);
    try {
      const result = await runBulkSave(store, plan);
      edits.discard();
      flash({ type: 'info', text: savedText(result) });
    } catch (error) {
      setTrialLimit(trialLimitIssueOf(error) ?? null);
      flash({ type: 'error', text: bulkSaveErrorText(error, plan) });
    } finally {
      setSaving(false);
    }
  };

  const discard = async () => {
    const ok = await confirm({
      title: t('discard.title'),
      message: t('discard.message', { changes: changesText(edits.changed.length) }),
      confirmText: t('discard.button'),
    });
    if (ok) edits.discard();
  };

  if (edits.rows.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="bulk-empty">
        <Text>
          <Trans
            t={t}
            i18nKey="empty"
            components={{ anchor: <Anchor component={Link} to="/ingredients" /> }}
          />
        </Text>
        <Button variant="light" onClick={edits.addRow}>
          {t('addRow')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('help')}
      </Text>
      {/* The actions sit on the left: status messages appear over the top right. */}
      <Group gap="xs" wrap="wrap">
        <Button
          onClick={() => void save()}
          disabled={!dirty || edits.errorCount > 0}
          loading={saving}
        >
          {t('common:save')}
        </Button>
        <Button variant="default" disabled={!dirty || saving} onClick={() => void discard()}>
          {t('discard.button')}
        </Button>
        <Button variant="default" onClick={edits.addRow}>
          {t('addRow')}
        </Button>
        <Text aria-live="polite" data-testid="bulk-unsaved" fw={dirty ? 600 : undefined} ml="sm">
          {dirty ? changesText(edits.changed.length) : t('noChanges')}
        </Text>
      </Group>
      {trialLimit && <TrialLimitPrompt issue={trialLimit} keepPage />}
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('common:search')}
          placeholder={t('search.placeholder')}
          description={t('search.hint')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-testid="bulk-search"
        />
        {filtered && (
          <Text size="sm" c="dimmed" data-testid="bulk-shown">
            {shownCountText(shown, edits.bases)}
          </Text>
        )}
      </Group>
      {shown.length === 0 ? (
        <Text data-testid="bulk-no-match">{t('noMatch', { query: searched.trim() })}</Text>
      ) : (
        <BulkGrid
          rows={shown}
          bases={edits.bases}
          errors={edits.errors}
          showCosts={showCosts}
          units={units}
          cost={cost}
          onRowsChange={(next) => edits.setRows(withShownChanges(edits.rows, next))}
          nextNewId={edits.nextNewId}
        />
      )}
      <ErrorList edits={edits} />
    </Stack>
  );
}

/** Every invalid cell, by row: the grid marks them, this says what is wrong. */
function ErrorList({ edits }: { edits: BulkEdits }) {
  const { t } = useTranslation('bulk-editor');
  if (edits.errorCount === 0) return null;
  const rows = edits.rows.filter((row) => edits.errors.has(row.id));
  return (
    <Alert color="red" title={t('errors', { count: edits.errorCount })} data-testid="bulk-errors">
      <List size="sm">
        {rows.flatMap((row) => {
          const errors = edits.errors.get(row.id) ?? {};
          const name = row.name.trim() || t('newRow', { n: edits.rows.indexOf(row) + 1 });
          return BULK_FIELDS.flatMap((field) => {
            const message = errors[field];
            return message
              ? [
                  <List.Item key={`${row.id}-${field}`} data-testid="bulk-error">
                    {t('error', { name, message })}
                  </List.Item>,
                ]
              : [];
          });
        })}
      </List>
    </Alert>
  );
}

/** Asks before leaving the page (in-app navigation or closing the tab) with unsaved changes. */
function useLeaveWarning(dirty: boolean) {
  const { t } = useTranslation('bulk-editor');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('leave.title'),
      message: t('leave.message'),
      confirmText: t('leave.button'),
      rejectText: t('leave.stay'),
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
