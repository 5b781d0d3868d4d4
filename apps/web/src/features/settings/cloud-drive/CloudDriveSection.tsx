import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { MirrorManifest } from '@larder/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { saveErrorText } from '../../../components/catalogue/save-item';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import {
  driveAccess,
  useDriveState,
  type DriveAccess,
  type DriveState,
} from '../../../state/drive-access';
import { useVenue } from '../../../state/venue';
import {
  driveOffText,
  driveSettingsUnreadText,
  driveSignInNeededText,
  isMirrorError,
  mirroredText,
  mirrorErrorText,
  noMirroredVenuesText,
  notYetText,
} from './mirror-texts';
import { loadMirrorOverview, openMirrorDrive, type MirrorOverview } from './mirror-overview';
import {
  RESTORE_STEPS,
  restoreMirrorVenue,
  restoreStepText,
  type RestoredVenue,
  type RestoreStep,
} from './restore-mirror-venue';

/** The longest venue name the server takes. */
const MAX_NAME_LENGTH = 100;

/** A venue name the server takes: 1 to 100 characters once trimmed. */
export function restoreNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return i18n.t('settings:restore.nameMissing');
  if (trimmed.length > MAX_NAME_LENGTH) {
    return i18n.t('settings:restore.nameTooLong', { maximum: MAX_NAME_LENGTH });
  }
  return null;
}

type Overview =
  | { status: 'loading' }
  | { status: 'ready'; overview: MirrorOverview }
  | { status: 'failed'; error: string };

/**
 * The "Cloud drive" section of /settings: with the mirror off, that it is and why; with it
 * on, this venue's last mirror (time and server change, or not yet), the venues found in the
 * drive's mirror with "Restore into a new venue", and "Connect OneDrive" when no drive token
 * could be had without the user.
 */
export function CloudDriveSection() {
  const drive = useDriveState();
  const [access, setAccess] = useState<DriveAccess | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void driveAccess().then((found) => active && setAccess(found));
    return () => {
      active = false;
    };
  }, []);
  const { t } = useTranslation('settings');
  return (
    <Stack gap="sm" data-testid="cloud-drive">
      <Title order={2} size="h3">
        {t('drive.title')}
      </Title>
      <DriveBody drive={drive} access={access} />
    </Stack>
  );
}

function DriveBody({
  drive,
  access,
}: {
  drive: DriveState;
  /** undefined while asked; null when the mirror is off or its settings could not be read. */
  access: DriveAccess | null | undefined;
}) {
  const { t } = useTranslation('settings');
  if (drive.status === 'off') {
    return (
      <Text size="sm" data-testid="cloud-drive-off">
        {driveOffText(drive.reason)}
      </Text>
    );
  }
  if (access === null) {
    return (
      <Text size="sm" role="alert" data-testid="cloud-drive-unknown">
        {driveSettingsUnreadText()}
      </Text>
    );
  }
  if (drive.status === 'unknown' || !access) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        {t('drive.checking')}
      </Text>
    );
  }
  return <DriveOn access={access} needsSignIn={drive.token === 'needs-sign-in'} />;
}

function DriveOn({ access, needsSignIn }: { access: DriveAccess; needsSignIn: boolean }) {
  const { current } = useVenue();
  const venueId = current?.id ?? null;
  const [overview, setOverview] = useState<Overview>({ status: 'loading' });
  const [restoring, setRestoring] = useState<MirrorManifest | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let active = true;
    loadMirrorOverview(openMirrorDrive(access), venueId).then(
      (found) => active && setOverview({ status: 'ready', overview: found }),
      (error: unknown) =>
        active && setOverview({ status: 'failed', error: mirrorErrorText(error) }),
    );
    return () => {
      active = false;
    };
  }, [access, venueId, reads]);
  const load = () => {
    setOverview({ status: 'loading' });
    setReads((n) => n + 1);
  };
  const here = useLocation();
  const connect = () => void access.connect(`${here.pathname}${here.search}`);
  const { t } = useTranslation(['settings', 'common']);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('drive.intro')}</Text>
      {needsSignIn && (
        <Alert color="yellow" title={t('drive.signInTitle')} data-testid="cloud-drive-sign-in">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{driveSignInNeededText()}</Text>
            <Button size="xs" onClick={connect} data-testid="cloud-drive-connect">
              {t('drive.connect')}
            </Button>
          </Stack>
        </Alert>
      )}
      {overview.status === 'loading' && (
        <Text size="sm" c="dimmed" role="status" data-testid="cloud-drive-loading">
          <Loader size="xs" mr="xs" />
          {t('drive.reading')}
        </Text>
      )}
      {overview.status === 'failed' && (
        <Alert color="red" title={t('drive.unreadTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" data-testid="cloud-drive-error">
              {overview.error}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => load()}>
                {t('common:retry')}
              </Button>
              {!needsSignIn && (
                <Button size="xs" variant="subtle" onClick={connect}>
                  {t('drive.connect')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {overview.status === 'ready' && (
        <>
          <Text size="sm" data-testid="cloud-drive-state">
            {overview.overview.current ? mirroredText(overview.overview.current) : notYetText()}
          </Text>
          <MirroredVenues
            overview={overview.overview}
            onRestore={setRestoring}
            onRefresh={() => load()}
          />
        </>
      )}
      {restoring && (
        <RestoreDialog manifest={restoring} access={access} onClose={() => setRestoring(null)} />
      )}
    </Stack>
  );
}

function MirroredVenues({
  overview,
  onRestore,
  onRefresh,
}: {
  overview: MirrorOverview;
  onRestore: (manifest: MirrorManifest) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('drive.venuesTitle')}
        </Title>
        <Button size="xs" variant="subtle" onClick={onRefresh}>
          {t('drive.refresh')}
        </Button>
      </Group>
      {overview.venues.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="cloud-drive-empty">
          {noMirroredVenuesText()}
        </Text>
      ) : (
        <Table data-testid="cloud-drive-venues">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('drive.venue')}</Table.Th>
              <Table.Th>{t('drive.lastMirrored')}</Table.Th>
              <Table.Th>{t('drive.records')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('drive.restore')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.venues.map((manifest) => (
              <Table.Tr key={manifest.venueId} data-testid="cloud-drive-venue">
                <Table.Td>{manifest.venueName}</Table.Td>
                <Table.Td>{formatDateTime(manifest.writtenAt)}</Table.Td>
                <Table.Td>
                  {formatNumber(manifest.files.reduce((sum, file) => sum + file.count, 0))}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onRestore(manifest)}
                    aria-label={t('drive.restoreVenue', { name: manifest.venueName })}
                  >
                    {t('drive.restoreIntoNew')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {overview.unreadable.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('drive.unreadable', { number: overview.unreadable.length })}
        </Text>
      )}
    </Stack>
  );
}

type Restore =
  | { status: 'naming'; error: string | null }
  | { status: 'working'; step: RestoreStep | null }
  | { status: 'done'; restored: RestoredVenue };

function RestoreDialog({
  manifest,
  access,
  onClose,
}: {
  manifest: MirrorManifest;
  access: DriveAccess;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState(manifest.venueName);
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<Restore>({ status: 'naming', error: null });
  const running = useRef(false);
  const nameError = restoreNameError(name);
  const { t } = useTranslation(['settings', 'common']);

  const start = async () => {
    setTouched(true);
    if (nameError || running.current) return;
    running.current = true;
    setState({ status: 'working', step: null });
    try {
      const restored = await restoreMirrorVenue(
        openMirrorDrive(access),
        manifest.venueId,
        name,
        (step) => setState({ status: 'working', step }),
      );
      setState({ status: 'done', restored });
    } catch (error) {
      const text = isMirrorError(error) ? mirrorErrorText(error) : saveErrorText(error);
      setState({ status: 'naming', error: t('restore.notAdded', { reason: text }) });
    } finally {
      running.current = false;
    }
  };

  const working = state.status === 'working';
  return (
    <Modal
      opened
      onClose={() => !working && onClose()}
      title={t('restore.title', { name: manifest.venueName })}
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {state.status === 'done' ? (
        <Stack gap="sm" data-testid="cloud-drive-restored">
          <Text size="sm">
            {t('restore.done', {
              items: formatNumber(state.restored.items),
              records: formatNumber(state.restored.records),
            })}
          </Text>
          {state.restored.problems.length > 0 && (
            <Alert color="yellow" title={t('restore.problemsTitle')}>
              {t('restore.problems', { number: state.restored.problems.length })}
            </Alert>
          )}
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => void navigate('/dash')}>
            {t('restore.open')}
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('restore.intro', { at: formatDateTime(manifest.writtenAt) })}</Text>
            <TextInput
              label={t('restore.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched ? nameError : null}
              disabled={working}
              maxLength={MAX_NAME_LENGTH}
              required
              data-autofocus
              data-testid="cloud-drive-restore-name"
            />
            {state.status === 'naming' && state.error && (
              <Alert color="red" role="alert" data-testid="cloud-drive-restore-error">
                {state.error}
              </Alert>
            )}
            {state.status === 'working' && (
              <Stack gap={4} role="status" aria-live="polite">
                <Progress
                  value={
                    state.step
                      ? Math.round(
                          ((RESTORE_STEPS.indexOf(state.step) + 1) / (RESTORE_STEPS.length + 1)) *
                            100,
                        )
                      : 0
                  }
                  animated
                  aria-label={t('restore.progress')}
                />
                <Text size="sm">
                  {state.step ? restoreStepText(state.step) : t('restore.starting')}
                </Text>
              </Stack>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={working}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={working} data-testid="cloud-drive-restore-start">
                {t('restore.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
