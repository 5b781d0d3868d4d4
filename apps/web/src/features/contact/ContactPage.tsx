import {
  Alert,
  Anchor,
  Button,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailFailedText } from '../../api/error-texts';
import { flash } from '../../state/flash';
import { useSession } from '../../state/session';
import { validateContact, type ContactValues } from './contact-validation';

type Notice = 'sign-in' | 'failed' | 'sent' | null;

/** Public contact form; sends through the server when signed in (spec section 7). */
export function ContactPage() {
  const { t } = useTranslation('public');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: {
      name: session.user?.name ?? '',
      email: session.user?.email ?? '',
      message: '',
    },
    validate: validateContact,
    validateInputOnBlur: true,
  });

  const send = async (values: ContactValues) => {
    if (!signedIn) {
      setNotice('sign-in');
      return;
    }
    setNotice(null);
    try {
      // The API client comes with the first message: the public page does not load it at start.
      const { sendEmail } = await import('../../api/larder-api');
      await sendEmail({
        name: values.name.trim(),
        email: values.email.trim(),
        // The subject the Larder team's inbox sorts by, the same in every language.
        subject: 'Contact form',
        message: values.message.trim(),
      });
      flash({ type: 'mail', text: t('contact.sent') });
      form.setFieldValue('message', '');
      setNotice('sent');
    } catch {
      flash({ type: 'error', text: emailFailedText() });
      setNotice('failed');
    }
  };

  const fields = {
    name: form.getInputProps('name'),
    email: form.getInputProps('email'),
    message: form.getInputProps('message'),
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('contact.title')}</Title>
      <Text>{t('contact.intro')}</Text>
      {!signedIn && (
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="contact.signInFirst"
            components={{ anchor: <Anchor component={Link} to="/signin" /> }}
          />
        </Text>
      )}
      <form
        noValidate
        aria-label={t('contact.form')}
        onSubmit={form.onSubmit(send, () => setNotice(null))}
      >
        <Stack gap="md">
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            withAsterisk
            key={form.key('name')}
            {...fields.name}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...fields.email}
          />
          <Textarea
            label={t('contact.message')}
            autosize
            minRows={5}
            withAsterisk
            key={form.key('message')}
            {...fields.message}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('contact.send')}
            </Button>
          </Group>
          {notice === 'sign-in' && (
            <Alert
              color="yellow"
              title={t('contact.notSent')}
              role="alert"
              data-testid="contact-not-sent"
            >
              {t('contact.signInToSend')}
            </Alert>
          )}
          {notice === 'failed' && (
            <Alert
              color="red"
              title={t('contact.notSent')}
              role="alert"
              data-testid="contact-failed"
            >
              {emailFailedText()}
            </Alert>
          )}
          {notice === 'sent' && (
            <Alert color="teal" title={t('contact.sentTitle')} data-testid="contact-sent">
              {t('contact.sent')}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
