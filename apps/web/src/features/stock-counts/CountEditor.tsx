import { Alert, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import {
  stockCountTotals,
  type CatalogueItem,
  type NamedEntry,
  type StockCount,
} from '@larder/domain';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsByKey, useCostSettings } from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { ExportTableMenu } from '../../components/export/ExportTableMenu';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import {
  countedLines,
  draftOf,
  isCounted,
  sameDraft,
  savedByKey,
  type Draft,
  type DraftEntry,
  type RowProblem,
} from './count-draft';
import { countExportTable } from './count-export';
import { countIssueText } from './count-issue-text';
import {
  checkCountHeader,
  countRecord,
  countRecordProblem,
  type HeaderErrors,
} from './count-record';
import { areaHeading, areaNamer, countRows, shownRows, type ItemRow } from './count-rows';
import { countSheet } from './count-sheet';
import { CountRowsTable, type CountRowsHandle } from './CountRowsTable';
import { CountSheetPrint } from './CountSheetPrint';
import { CountTotals } from './CountTotals';
import { useDeleteCount } from './use-delete-count';
import { useLeaveWarning } from '../../components/leave-warning/use-leave-warning';
import { usePrintView } from './use-print-view';
import './stock-counts.css';

export interface CountEditorProps {
  store: VenueStore;
  skey: string;
  /** The count as saved; null for a new one. Read once: a later sync does not reset typing. */
  existing: StockCount | null;
  /** The name and day the editor starts with. */
  initialHeader: { name: string; date: string };
  items: readonly CatalogueItem[];
  /** The venue's storage areas (SA), in their order. */
  areas: readonly NamedEntry[];
  onSaved: (count: StockCount, wasNew: boolean) => void;
  onDeleted: () => void;
}

/** How many rows with a problem the message above Save names. */
const PROBLEMS_NAMED = 5;

const problemText = ({ row, issue }: RowProblem): string =>
  i18n.t('stock-counts:editor.problem', {
    name: row.name,
    area: areaHeading(row.area),
    issue: countIssueText(issue, row),
  });

/** Why nothing was saved: how many lines need fixing, the first few named. */
function problemsText(problems: readonly RowProblem[]): string {
  const named = problems.slice(0, PROBLEMS_NAMED).map(problemText);
  const more = problems.length - named.length;
  const list =
    named.join('; ') + (more > 0 ? i18n.t('stock-counts:editor.andMore', { count: more }) : '');
  return i18n.t('stock-counts:editor.fixLines', { count: problems.length, problems: list });
}

/**
 * The count editor (operations-model §4): walks the storage areas in SA order, items by name;
 * a quantity and unit per item (any unit it converts to, its base unit first); Enter goes to
 * the next item. Each line's value and the totals by area, category and overall follow every
 * keystroke; a row that cannot be saved says why, naming the field, and nothing is saved while
 * one does. Saving stores each line with its snapshot (base quantity, base unit and unit cost
 * at the time of the count) through the one write path.
 */
export function CountEditor({
  store,
  skey,
  existing,
  initialHeader,
  items,
  areas,
  onSaved,
  onDeleted,
}: CountEditorProps) {
  const { t } = useTranslation(['stock-counts', 'common']);
  const { units, cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const [count, setCount] = useState(existing);
  const [header, setHeader] = useState(initialHeader);
  const [savedHeader, setSavedHeader] = useState(initialHeader);
  const [headerErrors, setHeaderErrors] = useState<HeaderErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [countedOnly, setCountedOnly] = useState(false);
  const searched = useDeferredValue(search);
  const table = useRef<CountRowsHandle>(null);
  const saveButton = useRef<HTMLButtonElement>(null);

  const { areaOf } = useMemo(() => areaNamer(areas), [areas]);
  const rows = useMemo(
    () => countRows({ items, areas, saved: count?.lines }),
    [items, areas, count],
  );
  const saved = useMemo(() => savedByKey(count?.lines ?? [], areaOf), [count, areaOf]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(rows, saved));
  const [baseline, setBaseline] = useState<Draft>(draft);

  const lines = useMemo(() => countedLines(rows, draft, saved, units), [rows, draft, saved, units]);
  const totals = useMemo(() => stockCountTotals(lines.totals), [lines]);
  const areaTotals = useMemo(() => new Map(totals.byArea.map((t) => [t.name, t])), [totals]);
  const shown = useMemo(
    () =>
      shownRows(
        rows,
        searched,
        countedOnly ? (row: ItemRow) => isCounted(draft.get(row.key)) : undefined,
      ),
    [rows, searched, countedOnly, draft],
  );

  const dirty =
    header.name !== savedHeader.name ||
    header.date !== savedHeader.date ||
    !sameDraft(draft, baseline);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  useLeaveWarning(dirtyRef, {
    title: t('editor.leaveTitle'),
    message: t('editor.leaveMessage'),
    watchSearch: true,
  });
  const { printing, print } = usePrintView();
  const { remove, deleting } = useDeleteCount(store);

  // A new count opens on its first item's quantity: counting starts by typing.
  const [opened] = useState(() => existing === null);
  useEffect(() => {
    if (!opened) return;
    const first = rows.find((row) => row.kind === 'item');
    if (first) table.current?.focusRow(first.key);
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onEntry = (row: ItemRow, entry: DraftEntry | null) => {
    setSaveError(null);
    setDraft((current) => {
      const next = new Map(current);
      if (entry) next.set(row.key, entry);
      else next.delete(row.key);
      return next;
    });
  };

  const save = async () => {
    const name = header.name.trim();
    const found = checkCountHeader({ name, date: header.date });
    setHeaderErrors(found);
    if (lines.problems.length > 0) {
      setSaveError(problemsText(lines.problems));
      table.current?.focusRow(lines.problems[0]!.row.key);
      return;
    }
    if (found.name || found.date) {
      setSaveError(t('editor.needsHeader'));
      return;
    }
    const record = countRecord(skey, { name, date: header.date }, lines.lines, count);
    const problem = countRecordProblem(record);
    if (problem) {
      setSaveError(t('editor.notSaved', { problem }));
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await store.apply(saveRecord('stock-count', record));
    } catch (error) {
      setSaveError(saveErrorText(error));
      return;
    } finally {
      setSaving(false);
    }
    flash({ type: 'info', text: t('editor.saved', { name: record.name }) });
    const savedHeaderNow = { name, date: header.date };
    setCount(record);
    setHeader(savedHeaderNow);
    setSavedHeader(savedHeaderNow);
    setBaseline(draft);
    dirtyRef.current = false;
    onSaved(record, count === null);
  };

  const removeCount = async () => {
    if (!count) return;
    if (await remove(count)) {
      dirtyRef.current = false;
      onDeleted();
    }
  };

  /** Enter in the search box: to the first item shown. */
  const searchKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = shown.find((row) => row.kind === 'item');
    if (first) table.current?.focusRow(first.key);
  };

  const names = useMemo(() => itemsByKey(items), [items]);
  const exportTable = () =>
    countExportTable(
      lines.lines.map((line) => {
        const item = names.get(line.foodkey);
        return {
          line,
          name: item?.name?.trim() || line.foodkey,
          category: (item as { category?: string } | undefined)?.category ?? '',
        };
      }),
      showCosts,
    );
  const itemCount = rows.filter((row) => row.kind === 'item').length;

  return (
    <Stack gap="md" data-testid="count-editor">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{count ? count.name : t('new.title')}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={print} data-testid="print-count">
            {t('common:print')}
          </Button>
          <ExportTableMenu
            table={exportTable}
            sheet={t('editor.sheet')}
            fileName={t('editor.fileName', { date: header.date || t('editor.undated') })}
            testId="export-count"
            disabled={lines.lines.length === 0}
          />
        </Group>
      </Group>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('new.name')}
          withAsterisk
          value={header.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setHeader((h) => ({ ...h, name }));
          }}
          error={headerErrors.name}
          w={260}
        />
        <TextInput
          label={t('new.day')}
          type="date"
          withAsterisk
          value={header.date}
          onChange={(event) => {
            const date = event.currentTarget.value;
            setHeader((h) => ({ ...h, date }));
          }}
          error={headerErrors.date}
          w={180}
        />
      </Group>
      {itemCount === 0 ? (
        <Text data-testid="count-no-items">{t('editor.noItems')}</Text>
      ) : (
        <>
          <Group align="flex-end" gap="md">
            <TextInput
              label={t('editor.find')}
              placeholder={t('editor.findPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onKeyDown={searchKeys}
              w={320}
            />
            <Switch
              label={t('editor.countedOnly')}
              checked={countedOnly}
              onChange={(event) => setCountedOnly(event.currentTarget.checked)}
              mb={8}
            />
            <Text size="sm" c="dimmed" mb={8}>
              {t('editor.keys')}
            </Text>
          </Group>
          {shown.length === 0 ? (
            <Text data-testid="count-none-shown">
              {countedOnly && lines.totals.length === 0
                ? t('editor.nothingCounted')
                : t('editor.noMatch')}
            </Text>
          ) : (
            <CountRowsTable
              rows={shown}
              draft={draft}
              saved={saved}
              units={units}
              showCosts={showCosts}
              cost={cost}
              areaTotals={areaTotals}
              onEntry={onEntry}
              onPastEnd={() => saveButton.current?.focus()}
              handle={table}
            />
          )}
        </>
      )}
      {saveError && (
        <Alert color="red" role="alert" data-testid="count-save-error">
          {saveError}
        </Alert>
      )}
      <Group>
        <Button
          ref={saveButton}
          loading={saving}
          onClick={() => void save()}
          data-testid="save-count"
        >
          {t('editor.save')}
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed" data-testid="count-unsaved">
            {t('editor.unsaved')}
          </Text>
        )}
        {count && (
          <Button
            color="red"
            variant="light"
            ml="auto"
            loading={deleting === count.skey}
            onClick={() => void removeCount()}
          >
            {t('editor.delete')}
          </Button>
        )}
      </Group>
      <CountTotals totals={totals} showCosts={showCosts} cost={cost} />
      {printing && (
        <CountSheetPrint
          title={header.name || t('screen.title')}
          date={header.date}
          areas={countSheet(shown, draft, saved, units)}
          totals={totals}
          showCosts={showCosts}
          cost={cost}
        />
      )}
    </Stack>
  );
}
