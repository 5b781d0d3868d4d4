import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { validateContact, type ContactValues } from './contact-validation';

export const SENDING_NOT_AVAILABLE_TEXT =
  'Sending messages from this form is not available yet, so your message has not been sent. It stays in the form so you can copy it.';

/** Public contact form. Sending arrives with the mail work; until then it says so. */
export function ContactPage() {
  const [notice, setNotice] = useState(false);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', message: '' },
    validate: validateContact,
    validateInputOnBlur: true,
  });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Contact</Title>
      <Text>
        Questions about costing, labels, plans or your venue&apos;s data? Write to the Larder team
        and we will answer by e-mail.
      </Text>
      <form
        noValidate
        aria-label="Contact form"
        onSubmit={form.onSubmit(
          () => setNotice(true),
          () => setNotice(false),
        )}
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
            <Button type="submit">Send message</Button>
          </Group>
          {notice && (
            <Alert color="yellow" title="Not sent" role="alert" data-testid="contact-not-sent">
              {SENDING_NOT_AVAILABLE_TEXT}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
