import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { readPreviousRoute } from '../../state/previous-route';
import { signIn } from '../../state/session';

export const SIGN_IN_COMING_TEXT =
  'Sign-in is coming soon. Until then the public pages are open to everyone, and the app screens will open once sign-in is ready.';

/** Public sign-in page: one button that hands over to the identity provider. */
export function SignInPage() {
  const [busy, setBusy] = useState(false);
  const [notAvailable, setNotAvailable] = useState(false);
  const previousRoute = readPreviousRoute();

  const start = async () => {
    setBusy(true);
    try {
      const result = await signIn();
      setNotAvailable(!result.ok);
    } finally {
      setBusy(false);
    }
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
      <div>
        <Button size="md" onClick={() => void start()} loading={busy}>
          Sign in
        </Button>
      </div>
      {notAvailable && (
        <Alert color="blue" title="Not available yet" role="alert" data-testid="signin-coming">
          {SIGN_IN_COMING_TEXT}
        </Alert>
      )}
    </Stack>
  );
}
