import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-errors';
import { setRestrictedCode, verifyRestrictedCode } from '../../api/larder-api';
import { flash } from '../../state/flash';
import { evaluateRestricted, setRestrictedMode, useRestricted } from '../../state/restricted';
import { setSessionUser } from '../../state/session';
import { closeRestrictedPanel, useRestrictedPanelOpen } from '../../state/restricted-panel';
import { validateCode, validateNewCode } from './restricted-code';

function apiText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many tries. Wait a few minutes and try again.';
    return error.message;
  }
  return 'Something went wrong. Try again.';
}

/** Sets or changes the restricted code (code and confirmation). */
function SetCodeForm({ changing }: { changing: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', confirm: '' },
    validate: validateNewCode,
  });
  const submit = async ({ code }: { code: string }) => {
    setError(null);
    try {
      const user = await setRestrictedCode(code);
      setSessionUser(user);
      evaluateRestricted(user);
      form.reset();
      flash({ type: 'info', text: changing ? 'Restricted code changed.' : 'Restricted code set.' });
    } catch (caught) {
      setError(apiText(caught));
    }
  };
  return (
    <form noValidate aria-label="Restricted code" onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <PasswordInput
          label={changing ? 'New code' : 'Code'}
          description="4 to 12 letters or digits"
          autoComplete="new-password"
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label="Code again"
          autoComplete="new-password"
          key={form.key('confirm')}
          {...form.getInputProps('confirm')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={form.submitting}>
          {changing ? 'Change code' : 'Set code'}
        </Button>
      </Stack>
    </form>
  );
}

/** Turning restricted mode off needs the code, checked by the server. */
function UnlockForm() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: validateCode },
  });
  const submit = async ({ code }: { code: string }) => {
    setError(null);
    try {
      const { valid } = await verifyRestrictedCode(code);
      if (!valid) {
        form.setFieldError('code', 'Code: this is not the restricted code.');
        return;
      }
      setRestrictedMode(false);
      form.reset();
      flash({ type: 'info', text: 'Restricted mode is off.' });
    } catch (caught) {
      setError(apiText(caught));
    }
  };
  return (
    <form noValidate aria-label="Turn restricted mode off" onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <PasswordInput
          label="Code"
          autoComplete="current-password"
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={form.submitting}>
          Turn restricted mode off
        </Button>
      </Stack>
    </form>
  );
}

/** The restricted-mode panel: set or change the code, turn restricted mode on or off. */
export function RestrictedPanel() {
  const opened = useRestrictedPanelOpen();
  const { codeExists, on } = useRestricted();
  return (
    <Modal
      opened={opened}
      onClose={closeRestrictedPanel}
      title="Restricted mode"
      closeButtonProps={{ 'aria-label': 'Close restricted mode' }}
      centered
    >
      <Stack gap="md" data-testid="restricted-panel">
        <Text size="sm">
          Restricted mode hides costs and prices and blocks editing items, settings and the venue
          profile on this device, for staff who do not know the code.
        </Text>
        {!codeExists && (
          <>
            <Text size="sm" fw={600}>
              Set a code to be able to turn restricted mode on.
            </Text>
            <SetCodeForm changing={false} />
          </>
        )}
        {codeExists && on && <UnlockForm />}
        {codeExists && !on && (
          <>
            <Button
              onClick={() => {
                setRestrictedMode(true);
                flash({ type: 'info', text: 'Restricted mode is on.' });
              }}
            >
              Turn restricted mode on
            </Button>
            <SetCodeForm changing />
          </>
        )}
        {codeExists && (
          <Anchor component={Link} to="/restricted-reset" size="sm" onClick={closeRestrictedPanel}>
            Forgot the code? Reset it by e-mail
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
