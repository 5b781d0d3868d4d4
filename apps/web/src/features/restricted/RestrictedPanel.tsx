import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-errors';
import { setRestrictedCode, verifyRestrictedCode } from '../../api/larder-api';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { evaluateRestricted, setRestrictedMode, useRestricted } from '../../state/restricted';
import { setSessionUser } from '../../state/session';
import { closeRestrictedPanel, useRestrictedPanelOpen } from '../../state/restricted-panel';
import { validateCode, validateNewCode } from './restricted-code';

function apiText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return i18n.t('restricted:failure.tooManyTries');
    return error.message;
  }
  return i18n.t('restricted:failure.unknown');
}

/** Sets or changes the restricted code (code and confirmation). */
function SetCodeForm({ changing }: { changing: boolean }) {
  const { t } = useTranslation('restricted');
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
      flash({ type: 'info', text: changing ? t('setCode.changed') : t('setCode.wasSet') });
    } catch (caught) {
      setError(apiText(caught));
    }
  };
  const codeInput = form.getInputProps('code');
  const confirmInput = form.getInputProps('confirm');
  return (
    <form noValidate aria-label={t('setCode.form')} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <PasswordInput
          label={changing ? t('setCode.newCode') : t('setCode.code')}
          description={t('setCode.rule')}
          autoComplete="new-password"
          key={form.key('code')}
          {...codeInput}
        />
        <PasswordInput
          label={t('setCode.again')}
          autoComplete="new-password"
          key={form.key('confirm')}
          {...confirmInput}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={form.submitting}>
          {changing ? t('setCode.change') : t('setCode.set')}
        </Button>
      </Stack>
    </form>
  );
}

/** Turning restricted mode off needs the code, checked by the server. */
function UnlockForm() {
  const { t } = useTranslation('restricted');
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
        form.setFieldError('code', t('unlock.wrong'));
        return;
      }
      setRestrictedMode(false);
      form.reset();
      flash({ type: 'info', text: t('unlock.done') });
    } catch (caught) {
      setError(apiText(caught));
    }
  };
  const codeInput = form.getInputProps('code');
  return (
    <form noValidate aria-label={t('unlock.form')} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <PasswordInput
          label={t('unlock.code')}
          autoComplete="current-password"
          key={form.key('code')}
          {...codeInput}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={form.submitting}>
          {t('unlock.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The restricted-mode panel: set or change the code, turn restricted mode on or off. */
export function RestrictedPanel() {
  const { t } = useTranslation('restricted');
  const opened = useRestrictedPanelOpen();
  const { codeExists, on } = useRestricted();
  return (
    <Modal
      opened={opened}
      onClose={closeRestrictedPanel}
      title={t('panel.title')}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      centered
    >
      <Stack gap="md" data-testid="restricted-panel">
        <Text size="sm">{t('panel.intro')}</Text>
        {!codeExists && (
          <>
            <Text size="sm" fw={600}>
              {t('panel.setFirst')}
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
                flash({ type: 'info', text: t('panel.turnedOn') });
              }}
            >
              {t('panel.turnOn')}
            </Button>
            <SetCodeForm changing />
          </>
        )}
        {codeExists && (
          <Anchor component={Link} to="/restricted-reset" size="sm" onClick={closeRestrictedPanel}>
            {t('panel.forgot')}
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
