import { CloseButton, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { removeFlash, useFlashes, type FlashType } from '../../state/flash';
import { FlashIcon } from './FlashIcon';

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
              </Text>
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
