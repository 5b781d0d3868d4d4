import {
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useInRouterContext } from 'react-router';
import { removeFlash, useFlashes, type FlashType } from '../../state/flash';
import { SYNC_REFUSALS_ID } from '../sync-refusals/sync-refusals-id';
import { FlashIcon } from './FlashIcon';

/** The status bar's text when a sync did not finish; it links to what the server refused. */
export const SYNC_INCOMPLETE_TEXT = 'Sync incomplete!';

const TYPE_NAMES: Record<FlashType, string> = {
  sync: 'Sync',
  import: 'Import',
  mail: 'Mail',
  error: 'Error',
  info: 'Information',
};

/** Lists the flash messages, newest last, each with the icon of its type. */
export function StatusBar() {
  const messages = useFlashes();
  const routed = useInRouterContext();
  return (
    <div data-testid="status-bar" className="larder-status-bar" role="status" aria-live="polite">
      <Stack gap="xs">
        {messages.map((message) => (
          <Paper
            key={message.id}
            data-testid={`flash-${message.type}`}
            data-flash-id={message.id}
            shadow="md"
            withBorder
            p="xs"
            role={message.type === 'error' ? 'alert' : undefined}
          >
            <Group gap="xs" wrap="nowrap" align="center">
              <FlashIcon type={message.type} />
              <VisuallyHidden>{TYPE_NAMES[message.type]}:</VisuallyHidden>
              <Text size="sm" style={{ flex: 1 }}>
                {message.text}
                {routed && message.text === SYNC_INCOMPLETE_TEXT && (
                  <>
                    {' '}
                    <Anchor component={Link} to={`/dash#${SYNC_REFUSALS_ID}`} size="sm">
                      What was not saved
                    </Anchor>
                  </>
                )}
              </Text>
              {message.action && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    removeFlash(message.id);
                    message.action?.run();
                  }}
                >
                  {message.action.label}
                </Button>
              )}
              <CloseButton
                size="sm"
                aria-label="Dismiss message"
                onClick={() => removeFlash(message.id)}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
    </div>
  );
}
