export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;

/** Something@something.something, without spaces: enough to catch typing mistakes. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the contact form; each error names its field. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'Name is required.';
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = `Name must be at most ${NAME_MAX_LENGTH} characters.`;

  if (!email) errors.email = 'E-mail is required.';
  else if (!EMAIL_PATTERN.test(email))
    errors.email = 'E-mail must be a valid address, like chef@example.com.';

  if (!message) errors.message = 'Message is required.';
  else if (message.length < MESSAGE_MIN_LENGTH)
    errors.message = `Message must be at least ${MESSAGE_MIN_LENGTH} characters.`;
  else if (message.length > MESSAGE_MAX_LENGTH)
    errors.message = `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`;

  return errors;
}
