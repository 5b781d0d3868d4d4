import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-errors';
import { emailFailedText } from '../../api/error-texts';
import { resetRestrictedCode, sendRestrictedResetCode } from '../../api/larder-api';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { evaluateRestricted } from '../../state/restricted';
import { setSessionUser, useSession } from '../../state/session';
import { validateResetCode } from './restricted-code';

/** The server's reasons for not sending a code, and the screen's words for them. */
const SEND_REFUSALS = {
  'restricted-code-unset': 'restricted:failure.noCode',
  'email-address-missing': 'restricted:failure.noEmail',
} as const;

const isRefusal = (reason: string): reason is keyof typeof SEND_REFUSALS =>
  Object.hasOwn(SEND_REFUSALS, reason);

function sendErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return i18n.t('restricted:failure.tooOften');
    if (error.issue) {
      const { reason } = error.issue;
      return isRefusal(reason) ? i18n.t(SEND_REFUSALS[reason]) : error.fieldText;
    }
    return error.message;
  }
  return emailFailedText();
}

function resetErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return i18n.t('restricted:failure.tooManyTries');
    if (error.status === 400) return i18n.t('restricted:failure.wrongCode');
    return error.message;
  }
  return i18n.t('restricted:failure.unknown');
}

/**
 * /restricted-reset: sends a reset code by e-mail, then takes the 6-digit code to clear the
 * restricted code (single use, valid 30 minutes).
 */
export function RestrictedResetPage() {
  const { t } = useTranslation('restricted');
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
      flash({
        type: 'mail',
        text: t('reset.sent', { email: user?.email ?? t('reset.yourAddress') }),
      });
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
      flash({ type: 'info', text: t('reset.cleared') });
    } catch (error) {
      setResetError(resetErrorText(error));
    }
  };

  const codeInput = form.getInputProps('code');
  return (
    <Stack gap="lg" maw={560} data-testid="restricted-reset">
      <Title order={1}>{t('reset.title')}</Title>
      {done ? (
        <Alert color="teal" title={t('reset.doneTitle')} data-testid="restricted-reset-done">
          {t('reset.done')}
        </Alert>
      ) : !user?.restricted ? (
        <Alert color="blue" title={t('reset.noCodeTitle')}>
          {t('reset.noCode')}
        </Alert>
      ) : (
        <>
          <Stack gap="xs">
            <Text>
              {t('reset.stepSend', { email: user.email ?? t('reset.yourAccountAddress') })}
            </Text>
            <Group>
              <Button
                onClick={() => void send()}
                loading={sending}
                variant={sent ? 'light' : 'filled'}
              >
                {sent ? t('reset.sendAnother') : t('reset.send')}
              </Button>
            </Group>
            {sendError && (
              <Alert color="red" role="alert" data-testid="reset-send-error">
                {sendError}
              </Alert>
            )}
          </Stack>
          <form noValidate aria-label={t('reset.form')} onSubmit={form.onSubmit(reset)}>
            <Stack gap="sm">
              <Text>{t('reset.stepEnter')}</Text>
              <TextInput
                label={t('reset.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                key={form.key('code')}
                {...codeInput}
              />
              {resetError && (
                <Alert color="red" role="alert" data-testid="reset-error">
                  {resetError}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={form.submitting}>
                  {t('reset.clear')}
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
