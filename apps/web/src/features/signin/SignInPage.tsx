import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInAddress } from '../../auth/sign-in-address';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { DEFAULT_APP_ROUTE, readPreviousRoute } from '../../state/previous-route';
import { signIn, useSession } from '../../state/session';
import { useClientValue } from '../../state/use-client-value';

/**
 * Public sign-in page: one button that signs in silently when this device knows the last
 * account, else hands over to the identity provider's page.
 */
export function SignInPage() {
  const { t } = useTranslation('public');
  const session = useSession();
  const go = useSignInNavigate();
  const [busy, setBusy] = useState(false);
  const [notAvailable, setNotAvailable] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Kept in this tab's session storage: the page prerendered without it is hydrated first.
  const previousRoute = useClientValue(readPreviousRoute(), null);
  const address = useSignInAddress();

  const start = async () => {
    setBusy(true);
    setFailure(null);
    const result = await signIn();
    if (result.ok) {
      // null: the browser is on its way to the provider's page; stay busy until it leaves.
      if (result.to) await go(result.to, { noHistory: true });
      else return;
    } else if (result.reason === 'not-available') {
      setNotAvailable(true);
    } else {
      setFailure(result.message);
    }
    setBusy(false);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('signin.title')}</Title>
      <Text>{t('signin.intro')}</Text>
      {previousRoute && (
        <Text size="sm" c="dimmed" data-testid="signin-return">
          {t('signin.returnTo', { route: previousRoute })}
        </Text>
      )}
      {session.status === 'signed-in' && (
        <Text data-testid="signin-already">
          <Trans
            t={t}
            i18nKey="signin.already"
            values={{ username: session.account?.username ?? '' }}
            components={{ anchor: <Anchor component={Link} to={DEFAULT_APP_ROUTE} /> }}
          />
        </Text>
      )}
      {address && (
        <Alert
          color="orange"
          title={t('signin.otherAddressTitle')}
          role="alert"
          data-testid="signin-address"
        >
          <Trans
            t={t}
            i18nKey="signin.otherAddress"
            values={{ address, origin: window.location.origin }}
            components={{ anchor: <Anchor href={address} /> }}
          />
        </Alert>
      )}
      <div>
        <Button size="md" onClick={() => void start()} loading={busy}>
          {t('signin.button')}
        </Button>
      </div>
      {notAvailable && (
        <Alert
          color="red"
          title={t('signin.unavailableTitle')}
          role="alert"
          data-testid="signin-unavailable"
        >
          {t('signin.unavailable')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" title={t('signin.failedTitle')} role="alert" data-testid="signin-failed">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
