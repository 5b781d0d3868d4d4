import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { VenueFilePlan, VenueFileProblem } from '@larder/domain/venue-file';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/catalogue/save-item';
import { i18n } from '../../../i18n/i18n';
import {
  createVenueFromFile,
  IMPORT_STEPS,
  importStepText,
  readImportFile,
  type ImportStepName,
  type VenueFromFile,
} from './import-venue';
import { VENUE_FILE_PARTS, venueFileProblemText } from './venue-file-problems';

/** How many problems of a refused file are listed; the rest are counted. */
export const SHOWN_PROBLEMS = 50;

type State =
  | { status: 'empty' }
  | { status: 'reading' }
  | { status: 'refused'; problems: readonly VenueFileProblem[] }
  | { status: 'ready'; plan: VenueFilePlan }
  | { status: 'working'; plan: VenueFilePlan; step: ImportStepName | null }
  | { status: 'failed'; plan: VenueFilePlan; error: string };

/** The text of a failed import: the reason, and that nothing of it was kept. */
export function importErrorText(error: unknown): string {
  return i18n.t('venues:import.failed', { reason: saveErrorText(error) });
}

/** What a file holds, in words: '79 ingredients, recipes and packaging items, 4 suppliers, ...'. */
export function fileContentsText(plan: VenueFilePlan): string {
  const parts = VENUE_FILE_PARTS.filter((kind) => (plan.counts[kind] ?? 0) > 0).map((kind) =>
    i18n.t(`venues:import.counted.${kind}`, { count: plan.counts[kind] ?? 0 }),
  );
  return parts.length > 0 ? `${parts.join(', ')}.` : i18n.t('venues:import.noRecords');
}

/** The longest venue name the server takes. */
const MAX_NAME_LENGTH = 100;

/** A venue name the server takes: 1 to 100 characters once trimmed. */
export function venueNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return i18n.t('venues:import.nameMissing');
  if (trimmed.length > MAX_NAME_LENGTH) {
    return i18n.t('venues:import.nameTooLong', { maximum: MAX_NAME_LENGTH });
  }
  return null;
}

/**
 * "Import a venue file": choose a file made with "Export venue"; it is read whole at once,
 * and a file that cannot be read is refused with a line for each problem (where, the field
 * and why) and nothing imported. A readable one shows what it holds and the new venue's name
 * (from the file, editable); importing creates the venue and fills it, with each step's
 * progress. `onBusy` hears when an import starts and ends; `onDone` follows a finished one.
 */
export function VenueImportSection({
  onBusy,
  onDone,
}: {
  onBusy?: (busy: boolean) => void;
  onDone?: (made: VenueFromFile, name: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ status: 'empty' });
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const running = useRef(false);
  const choice = useRef(0);
  const { t } = useTranslation('venues');

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setTouched(false);
    const mine = ++choice.current;
    if (!chosen) return setState({ status: 'empty' });
    setState({ status: 'reading' });
    try {
      const read = await readImportFile(chosen);
      if (mine !== choice.current) return;
      if (read.ok) {
        setName(read.plan.venueName);
        setState({ status: 'ready', plan: read.plan });
      } else setState({ status: 'refused', problems: read.problems });
    } catch (error) {
      if (mine !== choice.current) return;
      setState({
        status: 'refused',
        problems: [
          {
            reason: 'file-unreadable',
            file: '',
            message: error instanceof Error ? error.message : 'unreadable',
          },
        ],
      });
    }
  };

  const nameError = venueNameError(name);
  const start = async () => {
    if (state.status !== 'ready' && state.status !== 'failed') return;
    setTouched(true);
    if (nameError || running.current) return;
    const { plan } = state;
    running.current = true;
    onBusy?.(true);
    setState({ status: 'working', plan, step: null });
    try {
      const made = await createVenueFromFile(plan, name.trim(), (step) =>
        setState({ status: 'working', plan, step }),
      );
      setState({ status: 'empty' });
      setFile(null);
      onDone?.(made, name.trim());
    } catch (error) {
      setState({ status: 'failed', plan, error: importErrorText(error) });
    } finally {
      running.current = false;
      onBusy?.(false);
    }
  };

  const working = state.status === 'working';
  const plan = 'plan' in state ? state.plan : null;
  return (
    <Stack gap="sm" data-testid="venue-import">
      <Title order={2} size="h4">
        {t('import.title')}
      </Title>
      <Text size="sm">{t('import.intro')}</Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.chooseFile')}
        accept=".zip,application/zip"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        disabled={working}
        clearable
        data-testid="venue-import-file"
      />
      {state.status === 'reading' && (
        <Group gap="xs" role="status" data-testid="venue-import-reading">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('import.reading')}
          </Text>
        </Group>
      )}
      {state.status === 'refused' && <RefusedFile problems={state.problems} />}
      {plan && (
        <Stack gap="sm">
          <Text size="sm" data-testid="venue-import-contents">
            {t('import.contents', {
              name: plan.venueName,
              day: plan.exportedAt.slice(0, 10),
              contents: fileContentsText(plan),
            })}
          </Text>
          <TextInput
            label={t('import.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? nameError : null}
            disabled={working}
            maxLength={MAX_NAME_LENGTH}
            required
            data-testid="venue-import-name"
          />
          <Button
            style={{ alignSelf: 'flex-start' }}
            onClick={() => void start()}
            loading={working}
            disabled={working}
            data-testid="venue-import-start"
          >
            {t('import.start')}
          </Button>
        </Stack>
      )}
      {state.status === 'working' && (
        <Stack gap={4} role="status" aria-live="polite" data-testid="venue-import-progress">
          <Progress
            value={
              state.step
                ? Math.round(
                    ((IMPORT_STEPS.indexOf(state.step) + 1) / (IMPORT_STEPS.length + 1)) * 100,
                  )
                : 0
            }
            animated
            aria-label={t('import.progress')}
          />
          <Text size="sm" c="dimmed">
            {state.step ? importStepText(state.step) : t('import.starting')}
          </Text>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert color="red" title={t('import.failedTitle')} data-testid="venue-import-error">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}

/** The report of a file that cannot be imported: a line per problem, the rest counted. */
function RefusedFile({ problems }: { problems: readonly VenueFileProblem[] }) {
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  const more = problems.length - shown.length;
  const { t } = useTranslation('venues');
  return (
    <Alert color="red" title={t('import.refusedTitle')} data-testid="venue-import-refused">
      <Stack gap="xs">
        <Text size="sm">{t('import.refused')}</Text>
        <List size="sm" spacing={2}>
          {shown.map((problem, index) => (
            <List.Item key={index}>{venueFileProblemText(problem)}</List.Item>
          ))}
        </List>
        {more > 0 && <Text size="sm">{t('import.moreProblems', { count: more })}</Text>}
      </Stack>
    </Alert>
  );
}
