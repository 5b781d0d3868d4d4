import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { helpPageFor } from './help-pages';
import { useHelpPage } from './use-help-page';

/**
 * The help guide of the side panel (F1, the Help guide button): the page of the current
 * screen, chosen by the route and following navigation while the panel is open.
 */
export function HelpGuide() {
  const { pathname } = useLocation();
  const page = helpPageFor(pathname);
  const help = useHelpPage(page);
  return (
    <div data-testid="help-guide" data-page={page} aria-busy={help.state === 'loading'}>
      {help.state === 'loading' && (
        <Text size="sm" c="dimmed">
          Loading the guide…
        </Text>
      )}
      {help.state === 'failed' && (
        <Text size="sm" c="red" role="alert">
          This page of the guide could not be loaded. Check the connection and open the guide again.
        </Text>
      )}
      {help.state === 'ready' && <help.Markdown text={help.text} />}
    </div>
  );
}
