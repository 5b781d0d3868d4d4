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
import { Link } from 'react-router';
import { EMAIL_FAILED } from '../../api/error-texts';
import { flash } from '../../state/flash';
import { useSession } from '../../state/session';
import { validateContact, type ContactValues } from './contact-validation';

export const SIGN_IN_TO_SEND_TEXT =
  'Sign in to send this message: Larder only sends mail for signed-in users. Your message stays in the form so you can sign in or copy it.';
export const MESSAGE_SENT_TEXT = 'Message sent. We will answer by e-mail.';

type Notice = 'sign-in' | 'failed' | 'sent' | null;

/** Public contact form; sends through the server when signed in (spec section 7). */
export function ContactPage() {
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
        subject: 'Contact form',
        message: values.message.trim(),
      });
      flash({ type: 'mail', text: MESSAGE_SENT_TEXT });
      form.setFieldValue('message', '');
      setNotice('sent');
    } catch {
      flash({ type: 'error', text: EMAIL_FAILED });
      setNotice('failed');
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Contact</Title>
      <Text>
        Questions about costing, labels, plans or your venue&apos;s data? Write to the Larder team
        and we will answer by e-mail.
      </Text>
      {!signedIn && (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to="/signin">
            Sign in
          </Anchor>{' '}
          to send a message from this form.
        </Text>
      )}
      <form
        noValidate
        aria-label="Contact form"
        onSubmit={form.onSubmit(send, () => setNotice(null))}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            autoComplete="name"
            withAsterisk
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Textarea
            label="Message"
            autosize
            minRows={5}
            withAsterisk
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Send message
            </Button>
          </Group>
          {notice === 'sign-in' && (
            <Alert color="yellow" title="Not sent" role="alert" data-testid="contact-not-sent">
              {SIGN_IN_TO_SEND_TEXT}
            </Alert>
          )}
          {notice === 'failed' && (
            <Alert color="red" title="Not sent" role="alert" data-testid="contact-failed">
              {EMAIL_FAILED}
            </Alert>
          )}
          {notice === 'sent' && (
            <Alert color="teal" title="Sent" data-testid="contact-sent">
              {MESSAGE_SENT_TEXT}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
