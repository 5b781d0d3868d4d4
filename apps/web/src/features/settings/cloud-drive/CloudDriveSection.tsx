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
import { useLocation, useNavigate } from 'react-router';
import { saveErrorText } from '../../../components/catalogue/save-item';
import {
  driveAccess,
  useDriveState,
  type DriveAccess,
  type DriveState,
} from '../../../state/drive-access';
import { useVenue } from '../../../state/venue';
import { CONNECT_DRIVE_LABEL } from '../../../state/drive-status';
import {
  DRIVE_OFF_TEXTS,
  DRIVE_SETTINGS_UNREAD_TEXT,
  DRIVE_SIGN_IN_NEEDED_TEXT,
  isMirrorError,
  mirroredText,
  mirrorErrorText,
  NO_MIRRORED_VENUES_TEXT,
  NOT_YET_TEXT,
} from './mirror-texts';
import { loadMirrorOverview, openMirrorDrive, type MirrorOverview } from './mirror-overview';
import {
  RESTORE_STEP_TEXTS,
  RESTORE_STEPS,
  restoreMirrorVenue,
  type RestoredVenue,
  type RestoreStep,
} from './restore-mirror-venue';

/** A venue name the server takes: 1 to 100 characters once trimmed. */
export function restoreNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter the venue name';
  if (trimmed.length > 100) return 'The name must be at most 100 characters';
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
  return (
    <Stack gap="sm" data-testid="cloud-drive">
      <Title order={2} size="h3">
        Cloud drive
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
  if (drive.status === 'off') {
    return (
      <Text size="sm" data-testid="cloud-drive-off">
        {DRIVE_OFF_TEXTS[drive.reason]}
      </Text>
    );
  }
  if (access === null) {
    return (
      <Text size="sm" role="alert" data-testid="cloud-drive-unknown">
        {DRIVE_SETTINGS_UNREAD_TEXT}
      </Text>
    );
  }
  if (drive.status === 'unknown' || !access) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        Checking the cloud drive…
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

  return (
    <Stack gap="sm">
      <Text size="sm">
        Each venue is copied to the app folder of your OneDrive after it syncs with the server. A
        copy can be restored into a new venue.
      </Text>
      {needsSignIn && (
        <Alert
          color="yellow"
          title="OneDrive needs you to sign in"
          data-testid="cloud-drive-sign-in"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{DRIVE_SIGN_IN_NEEDED_TEXT}</Text>
            <Button size="xs" onClick={connect} data-testid="cloud-drive-connect">
              {CONNECT_DRIVE_LABEL}
            </Button>
          </Stack>
        </Alert>
      )}
      {overview.status === 'loading' && (
        <Text size="sm" c="dimmed" role="status" data-testid="cloud-drive-loading">
          <Loader size="xs" mr="xs" />
          Reading your OneDrive…
        </Text>
      )}
      {overview.status === 'failed' && (
        <Alert color="red" title="OneDrive could not be read" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" data-testid="cloud-drive-error">
              {overview.error}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => load()}>
                Try again
              </Button>
              {!needsSignIn && (
                <Button size="xs" variant="subtle" onClick={connect}>
                  {CONNECT_DRIVE_LABEL}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {overview.status === 'ready' && (
        <>
          <Text size="sm" data-testid="cloud-drive-state">
            {overview.overview.current ? mirroredText(overview.overview.current) : NOT_YET_TEXT}
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
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Venues in your OneDrive
        </Title>
        <Button size="xs" variant="subtle" onClick={onRefresh}>
          Refresh
        </Button>
      </Group>
      {overview.venues.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="cloud-drive-empty">
          {NO_MIRRORED_VENUES_TEXT}
        </Text>
      ) : (
        <Table data-testid="cloud-drive-venues">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Venue</Table.Th>
              <Table.Th>Last mirrored</Table.Th>
              <Table.Th>Records</Table.Th>
              <Table.Th>
                <VisuallyHidden>Restore</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.venues.map((manifest) => (
              <Table.Tr key={manifest.venueId} data-testid="cloud-drive-venue">
                <Table.Td>{manifest.venueName}</Table.Td>
                <Table.Td>{new Date(manifest.writtenAt).toLocaleString()}</Table.Td>
                <Table.Td>{manifest.files.reduce((sum, file) => sum + file.count, 0)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onRestore(manifest)}
                    aria-label={`Restore ${manifest.venueName} into a new venue`}
                  >
                    Restore into a new venue
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {overview.unreadable.length > 0 && (
        <Text size="xs" c="dimmed">
          {overview.unreadable.length} folder(s) in the mirror could not be read and are not listed.
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
      setState({ status: 'naming', error: `${text} The venue was not added.` });
    } finally {
      running.current = false;
    }
  };

  const working = state.status === 'working';
  return (
    <Modal
      opened
      onClose={() => !working && onClose()}
      title={`Restore ${manifest.venueName}`}
      closeOnClickOutside={!working}
      closeOnEscape={!working}
    >
      {state.status === 'done' ? (
        <Stack gap="sm" data-testid="cloud-drive-restored">
          <Text size="sm">
            Restored {state.restored.items} ingredients, recipes and packaging and{' '}
            {state.restored.records} other records into the new venue. They reach the server with
            the next sync.
          </Text>
          {state.restored.problems.length > 0 && (
            <Alert color="yellow" title="Some of the copy could not be used">
              {state.restored.problems.length} file(s) or record(s) of the copy failed their checks
              and were left out.
            </Alert>
          )}
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => void navigate('/dash')}>
            Open the venue
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
            <Text size="sm">
              A new venue is made with the records of this copy (mirrored{' '}
              {new Date(manifest.writtenAt).toLocaleString()}). Your other venues are not changed.
            </Text>
            <TextInput
              label="New venue's name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched ? nameError : null}
              disabled={working}
              maxLength={100}
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
                  aria-label="Restore progress"
                />
                <Text size="sm">{state.step ? RESTORE_STEP_TEXTS[state.step] : 'Starting…'}</Text>
              </Stack>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={working}>
                Cancel
              </Button>
              <Button type="submit" loading={working} data-testid="cloud-drive-restore-start">
                Restore
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
