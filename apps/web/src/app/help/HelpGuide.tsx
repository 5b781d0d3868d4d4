import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { helpPageFor } from './help-pages';
import { useHelpPage } from './use-help-page';

/**
 * The help guide of the side panel (F1, the Help guide button): the page of the current
 * screen, chosen by the route and following navigation while the panel is open, in the
 * interface language.
 */
export function HelpGuide() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const page = helpPageFor(pathname);
  const help = useHelpPage(page);
  return (
    <div data-testid="help-guide" data-page={page} aria-busy={help.state === 'loading'}>
      {help.state === 'loading' && (
        <Text size="sm" c="dimmed">
          {t('help.loading')}
        </Text>
      )}
      {help.state === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {t('help.failed')}
        </Text>
      )}
      {help.state === 'ready' && <help.Markdown text={help.text} />}
    </div>
  );
}
