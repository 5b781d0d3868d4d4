import { Alert, Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  accountDeletionPhrase,
  confirmsAccountDeletion,
  ACCOUNT_DELETION_WORD,
} from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/api-errors';
import { deleteAccount } from '../../api/larder-api';
import { closeAccountDeletion, useAccountDeletionOpen } from '../../state/account-deletion-dialog';
import { signOut, useSession } from '../../state/session';
import {
  accountDeletedNotice,
  deletedWithAccount,
  keptAfterDeletion,
} from './account-deletion-texts';

type Step = 'explain' | 'confirm' | 'deleting';

/**
 * "Delete account" from the user menu, asked twice: a first dialog says what goes and what
 * does not, a second asks for the account's e-mail address (or the word DELETE for an account
 * without one) typed again. While the server deletes, the dialog shows progress and cannot be
 * closed; once done the device is cleared (every venue database, the account's local keys,
 * caches) and the public home opens with a message. A failure is shown in the dialog and
 * nothing is cleared.
 */
export function DeleteAccountDialog() {
  const open = useAccountDeletionOpen();
  const { user } = useSession();
  const [step, setStep] = useState<Step>('explain');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const email = user?.email;
  const phrase = accountDeletionPhrase(email);
  const byWord = phrase === ACCOUNT_DELETION_WORD;
  const venues = user?.venues.filter((v) => !v.deleted).length ?? 0;
  const { t } = useTranslation('account');
  const word = ACCOUNT_DELETION_WORD;
  const mismatch = () => (byWord ? t('wordError', { word }) : t('emailError'));

  const close = () => {
    if (step === 'deleting') return;
    closeAccountDeletion();
    setStep('explain');
    setTyped('');
    setFieldError(null);
    setFailure(null);
  };

  const submit = async () => {
    if (!confirmsAccountDeletion(typed, phrase)) {
      setFieldError(mismatch());
      return;
    }
    setStep('deleting');
    setFieldError(null);
    setFailure(null);
    try {
      const answer = await deleteAccount(typed.trim());
      await signOut({ accountDeleted: { notice: accountDeletedNotice(answer, email) } });
    } catch (error) {
      setStep('confirm');
      if (error instanceof ApiError && error.field === 'confirm') {
        setFieldError(mismatch());
      } else {
        setFailure(errorText(error, t('failed')));
      }
    }
  };

  return (
    <Modal
      opened={open}
      onClose={close}
      title={t('title')}
      closeOnClickOutside={step !== 'deleting'}
      closeOnEscape={step !== 'deleting'}
      withCloseButton={step !== 'deleting'}
    >
      {step === 'explain' && (
        <Stack gap="sm" data-testid="delete-account-explain">
          <Text size="sm">
            {t('explain')}
            {venues > 0 && ` ${t('venues', { count: venues })}`}
          </Text>
          <Text size="sm" fw={600}>
            {t('deletedTitle')}
          </Text>
          <List size="sm" spacing={2}>
            {deletedWithAccount().map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={600}>
            {t('keptTitle')}
          </Text>
          <List size="sm" spacing={2}>
            {keptAfterDeletion().map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} data-autofocus>
              {t('keep')}
            </Button>
            <Button color="red" onClick={() => setStep('confirm')}>
              {t('continue')}
            </Button>
          </Group>
        </Stack>
      )}
      {step !== 'explain' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm" data-testid="delete-account-confirm">
            <Text size="sm">
              {byWord ? t('confirmWord', { word }) : t('confirmEmail', { email: phrase })}
            </Text>
            <TextInput
              label={byWord ? t('wordLabel', { word }) : t('emailLabel')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              disabled={step === 'deleting'}
              autoComplete="off"
              data-autofocus
            />
            {failure && (
              <Alert color="red" title={t('failedTitle')} role="alert">
                {failure}
              </Alert>
            )}
            {step === 'deleting' && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">{t('deleting')}</Text>
              </Group>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={step === 'deleting'}>
                {t('keep')}
              </Button>
              <Button type="submit" color="red" loading={step === 'deleting'}>
                {t('delete')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
