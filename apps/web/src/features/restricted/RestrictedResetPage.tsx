import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError, EMAIL_FAILED } from '../../api/api-errors';
import { resetRestrictedCode, sendRestrictedResetCode } from '../../api/larder-api';
import { flash } from '../../state/flash';
import { evaluateRestricted } from '../../state/restricted';
import { setSessionUser, useSession } from '../../state/session';
import { validateResetCode } from './restricted-code';

/** Texts of the reset screen's failures. */
export const RESET_TEXTS = {
  tooOften: 'A reset code was asked for too often. Wait an hour and try again.',
  tooManyTries: 'Too many tries. Wait a few minutes and try again.',
  wrongCode: 'The code is wrong or has expired. Ask for a new one.',
  noCode: 'No restricted code is set, so there is nothing to reset.',
  noEmail:
    'This account has no e-mail address to send the code to. Sign in with an account that has one.',
} as const;

/** The server's reasons for not sending a code, and the screen's words for them. */
const SEND_REFUSALS: Partial<Record<string, string>> = {
  'restricted-code-unset': RESET_TEXTS.noCode,
  'email-address-missing': RESET_TEXTS.noEmail,
};

function sendErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return RESET_TEXTS.tooOften;
    if (error.issue) return SEND_REFUSALS[error.issue.reason] ?? error.fieldText;
    return error.message;
  }
  return EMAIL_FAILED;
}

function resetErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return RESET_TEXTS.tooManyTries;
    if (error.status === 400) return RESET_TEXTS.wrongCode;
    return error.message;
  }
  return 'Something went wrong. Try again.';
}

/**
 * /restricted-reset: sends a reset code by e-mail, then takes the 6-digit code to clear the
 * restricted code (single use, valid 30 minutes).
 */
export function RestrictedResetPage() {
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: validateResetCode },
  });

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      await sendRestrictedResetCode();
      setSent(true);
      flash({ type: 'mail', text: `Reset code sent to ${user?.email ?? 'your e-mail address'}.` });
    } catch (error) {
      const text = sendErrorText(error);
      setSendError(text);
      flash({ type: 'error', text });
    } finally {
      setSending(false);
    }
  };

  const reset = async ({ code }: { code: string }) => {
    setResetError(null);
    try {
      const fresh = await resetRestrictedCode(code.trim());
      setSessionUser(fresh);
      evaluateRestricted(fresh);
      setDone(true);
      form.reset();
      flash({ type: 'info', text: 'Restricted code cleared.' });
    } catch (error) {
      setResetError(resetErrorText(error));
    }
  };

  return (
    <Stack gap="lg" maw={560} data-testid="restricted-reset">
      <Title order={1}>Reset restricted mode</Title>
      {done ? (
        <Alert color="teal" title="Restricted code cleared" data-testid="restricted-reset-done">
          Restricted mode is off. You can set a new code from the menu.
        </Alert>
      ) : !user?.restricted ? (
        <Alert color="blue" title="No restricted code">
          No restricted code is set for your account, so there is nothing to reset.
        </Alert>
      ) : (
        <>
          <Stack gap="xs">
            <Text>
              1. We send a 6-digit reset code to{' '}
              {user.email ?? 'the e-mail address of your account'}. It works once, for 30 minutes.
            </Text>
            <Group>
              <Button
                onClick={() => void send()}
                loading={sending}
                variant={sent ? 'light' : 'filled'}
              >
                {sent ? 'Send another code' : 'Send reset code'}
              </Button>
            </Group>
            {sendError && (
              <Alert color="red" role="alert" data-testid="reset-send-error">
                {sendError}
              </Alert>
            )}
          </Stack>
          <form noValidate aria-label="Clear the restricted code" onSubmit={form.onSubmit(reset)}>
            <Stack gap="sm">
              <Text>2. Enter the code from the e-mail to clear the restricted code.</Text>
              <TextInput
                label="Reset code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                key={form.key('code')}
                {...form.getInputProps('code')}
              />
              {resetError && (
                <Alert color="red" role="alert" data-testid="reset-error">
                  {resetError}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={form.submitting}>
                  Clear restricted code
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
