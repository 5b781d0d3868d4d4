import { Button, Group, Paper, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { flash } from '../../state/flash';
import { OFFLINE_READY_TEXT, UPDATE_AVAILABLE_TEXT } from './pwa-texts';
import { reloadOnTakeover } from './reload-on-takeover';

/** Default report of a failed registration: the status bar, and the console for detail. */
export function reportRegisterError(error: unknown): void {
  console.error('Service worker registration failed', error);
  flash({
    type: 'error',
    text: 'Offline support could not be turned on. Larder still works while you are online.',
  });
}

interface Props {
  /** Called when the service worker cannot be registered. */
  onRegisterError?: (error: unknown) => void;
}

/**
 * Registers the service worker (/sw.js, scope '/') and tells the user when the app is ready
 * offline or when an update is waiting; Reload activates the update and reloads.
 */
export function PwaToast({ onRegisterError = reportRegisterError }: Props) {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisterError });

  if (!offlineReady && !needRefresh) return null;

  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };

  return (
    <Paper
      data-testid="pwa-toast"
      data-state={needRefresh ? 'need-refresh' : 'offline-ready'}
      className="larder-toast"
      shadow="lg"
      withBorder
      p="sm"
      role="status"
      aria-live="polite"
    >
      <Text size="sm">{needRefresh ? UPDATE_AVAILABLE_TEXT : OFFLINE_READY_TEXT}</Text>
      <Group gap="xs" mt="xs" justify="flex-end">
        {needRefresh && (
          <Button
            size="xs"
            onClick={() => {
              reloadOnTakeover();
              void updateServiceWorker(true);
            }}
          >
            Reload
          </Button>
        )}
        <Button size="xs" variant="default" onClick={close}>
          Close
        </Button>
      </Group>
    </Paper>
  );
}
