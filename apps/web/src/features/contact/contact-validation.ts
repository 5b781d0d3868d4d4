import { i18n } from '../../i18n/i18n';

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

/** Checks the contact form; each error names its field, in the interface language. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = i18n.t('public:contact.errors.nameRequired');
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = i18n.t('public:contact.errors.nameTooLong', { max: NAME_MAX_LENGTH });

  if (!email) errors.email = i18n.t('public:contact.errors.emailRequired');
  else if (!EMAIL_PATTERN.test(email)) errors.email = i18n.t('public:contact.errors.emailInvalid');

  if (!message) errors.message = i18n.t('public:contact.errors.messageRequired');
  else if (message.length < MESSAGE_MIN_LENGTH)
    errors.message = i18n.t('public:contact.errors.messageTooShort', { min: MESSAGE_MIN_LENGTH });
  else if (message.length > MESSAGE_MAX_LENGTH)
    errors.message = i18n.t('public:contact.errors.messageTooLong', { max: MESSAGE_MAX_LENGTH });

  return errors;
}
