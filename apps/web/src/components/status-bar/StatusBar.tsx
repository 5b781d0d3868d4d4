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
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { removeFlash, useFlashes } from '../../state/flash';
import { SYNC_REFUSALS_ID } from '../sync-refusals/sync-refusals-id';
import { FlashIcon } from './FlashIcon';
import { isSyncIncomplete } from './sync-incomplete';

/** The status bar's text when a sync did not finish; it links to what the server refused. */
export { SYNC_INCOMPLETE_TEXT } from './sync-incomplete';

/** Lists the flash messages, newest last, each with the icon of its type. */
export function StatusBar() {
  const { t } = useTranslation('components');
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
              <VisuallyHidden>
                {t('statusBar.typeName', { type: t(`statusBar.types.${message.type}`) })}
              </VisuallyHidden>
              <Text size="sm" style={{ flex: 1 }}>
                {message.text}
                {routed && isSyncIncomplete(message.text) && (
                  <>
                    {' '}
                    <Anchor component={Link} to={`/dash#${SYNC_REFUSALS_ID}`} size="sm">
                      {t('statusBar.whatNotSaved')}
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
                aria-label={t('statusBar.dismiss')}
                onClick={() => removeFlash(message.id)}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
    </div>
  );
}
