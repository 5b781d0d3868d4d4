import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasProviderAnswer } from '../../auth/provider-answer';
import { DEFAULT_APP_ROUTE } from '../../auth/after-sign-in';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { LoadingSpinner } from '../../components/loading/LoadingSpinner';
import { flash } from '../../state/flash';
import { signInFlow, useSession } from '../../state/session';

/**
 * /auth2 (route id 'auth'): completes the provider's redirect, then opens the venue (or
 * venue selection). On failure the user goes to /signin with the reason in the status bar.
 */
export function AuthLandingPage() {
  const { t } = useTranslation('public');
  const { pathname, search } = useLocation();
  const session = useSession();
  const go = useSignInNavigate();
  const [error, setError] = useState<string | null>(null);
  const href = new URL(`${pathname}${search}`, window.location.origin).href;
  const answered = hasProviderAnswer(new URL(href));

  useEffect(() => {
    if (!answered) return;
    let active = true;
    void signInFlow()
      .completeRedirect(href)
      .then(async (result) => {
        if (!active) return;
        if (result.ok) {
          await go(result.to, { noHistory: true });
          return;
        }
        setError(result.message);
        flash({ type: 'error', text: result.message });
        await go('/signin', { noHistory: true });
      });
    return () => {
      active = false;
    };
  }, [answered, href, go]);

  return (
    <Stack gap="md" data-testid="auth-landing">
      <Title order={1}>{t('auth.title')}</Title>
      {answered && !error && (
        <Stack gap="xs" align="flex-start">
          <LoadingSpinner size="sm" label={t('auth.signingIn')} />
          <Text>{t('auth.opening')}</Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" title={t('auth.failedTitle')} role="alert">
          {error}
        </Alert>
      )}
      {!answered && session.status === 'signed-in' && (
        <Anchor component={Link} to={DEFAULT_APP_ROUTE}>
          {t('auth.continue')}
        </Anchor>
      )}
    </Stack>
  );
}
