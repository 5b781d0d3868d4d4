import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignInAddress } from '../../auth/sign-in-address';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { DEFAULT_APP_ROUTE, readPreviousRoute } from '../../state/previous-route';
import { signIn, useSession } from '../../state/session';
import { useClientValue } from '../../state/use-client-value';

export const SIGN_IN_UNAVAILABLE_TEXT =
  'Sign-in could not start on this page. Reload the page and try again; the public pages stay open meanwhile.';

/**
 * Public sign-in page: one button that signs in silently when this device knows the last
 * account, else hands over to the identity provider's page.
 */
export function SignInPage() {
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
      <Title order={1}>Sign in to Larder</Title>
      <Text>
        Sign in with your work or personal account. Larder keeps your venues on this device and
        syncs them to your other devices once you are signed in.
      </Text>
      {previousRoute && (
        <Text size="sm" c="dimmed" data-testid="signin-return">
          After signing in you will go back to {previousRoute}.
        </Text>
      )}
      {session.status === 'signed-in' && (
        <Text data-testid="signin-already">
          You are signed in as {session.account?.username}.{' '}
          <Anchor component={Link} to={DEFAULT_APP_ROUTE}>
            Open Larder
          </Anchor>
        </Text>
      )}
      {address && (
        <Alert color="orange" title="Another address" role="alert" data-testid="signin-address">
          Sign-in works at <Anchor href={address}>{address}</Anchor>, the address this server was
          set up with (PUBLIC_URL), not at {window.location.origin}. Open Larder there to sign in.
        </Alert>
      )}
      <div>
        <Button size="md" onClick={() => void start()} loading={busy}>
          Sign in
        </Button>
      </div>
      {notAvailable && (
        <Alert
          color="red"
          title="Sign-in did not start"
          role="alert"
          data-testid="signin-unavailable"
        >
          {SIGN_IN_UNAVAILABLE_TEXT}
        </Alert>
      )}
      {failure && (
        <Alert color="red" title="Not signed in" role="alert" data-testid="signin-failed">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
