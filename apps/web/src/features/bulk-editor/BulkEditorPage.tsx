import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { WireIssue } from '@larder/domain';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
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

/** /ingredients-list-editor: every ingredient in one editable grid, saved at once. */
export function BulkEditorPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Ingredient list editor</Title>
      <RestrictedGuard what="ingredients">
        <StoreGate>{(store) => <BulkEditor store={store} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

/** '12 of 10,000 ingredients': the stored ingredients shown (new rows are always shown). */
const shownCountText = (shown: readonly BulkRow[], bases: ReadonlyMap<string, unknown>) => {
  const matching = shown.filter((row) => bases.has(row.id)).length;
  return `${matching.toLocaleString('en')} of ${bases.size.toLocaleString('en')} ingredients`;
};

const changesText = (n: number) => (n === 1 ? '1 unsaved change' : `${n} unsaved changes`);

function BulkEditor({ store }: { store: VenueStore }) {
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

  if (!items || !suppliers) return <Text c="dimmed">Loading ingredients…</Text>;

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
      title: 'Discard changes',
      message: `Discard ${changesText(edits.changed.length)}? The grid goes back to the saved ingredients.`,
      confirmText: 'Discard',
    });
    if (ok) edits.discard();
  };

  if (edits.rows.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="bulk-empty">
        <Text>
          No ingredients yet. Add a row and type or paste them from a spreadsheet, or add them one
          at a time on the{' '}
          <Anchor component={Link} to="/ingredients">
            Ingredients
          </Anchor>{' '}
          page.
        </Text>
        <Button variant="light" onClick={edits.addRow}>
          Add row
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Arrow keys move between cells; type or press Enter to edit, Escape to cancel. Paste cells
        copied from a spreadsheet into the selected cell: they fill rightwards and down, and rows
        past the last one are added as new ingredients.
      </Text>
      {/* The actions sit on the left: status messages appear over the top right. */}
      <Group gap="xs" wrap="wrap">
        <Button
          onClick={() => void save()}
          disabled={!dirty || edits.errorCount > 0}
          loading={saving}
        >
          Save
        </Button>
        <Button variant="default" disabled={!dirty || saving} onClick={() => void discard()}>
          Discard
        </Button>
        <Button variant="default" onClick={edits.addRow}>
          Add row
        </Button>
        <Text aria-live="polite" data-testid="bulk-unsaved" fw={dirty ? 600 : undefined} ml="sm">
          {dirty ? changesText(edits.changed.length) : 'No unsaved changes'}
        </Text>
      </Group>
      {trialLimit && <TrialLimitPrompt issue={trialLimit} keepPage />}
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="3 or more letters"
          description="Edits to ingredients the search hides are kept and saved with the rest."
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
        <Text data-testid="bulk-no-match">No ingredient matches “{searched.trim()}”.</Text>
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
  if (edits.errorCount === 0) return null;
  const rows = edits.rows.filter((row) => edits.errors.has(row.id));
  return (
    <Alert
      color="red"
      title={`Fix ${edits.errorCount === 1 ? '1 cell' : `${edits.errorCount} cells`} before saving`}
      data-testid="bulk-errors"
    >
      <List size="sm">
        {rows.flatMap((row) => {
          const errors = edits.errors.get(row.id) ?? {};
          const name = row.name.trim() || `New row ${edits.rows.indexOf(row) + 1}`;
          return BULK_FIELDS.flatMap((field) => {
            const message = errors[field];
            return message
              ? [
                  <List.Item key={`${row.id}-${field}`} data-testid="bulk-error">
                    {name}: {message}
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
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Unsaved changes',
      message: 'Leave the list editor? Your unsaved changes will be lost.',
      confirmText: 'Leave',
      rejectText: 'Stay',
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
