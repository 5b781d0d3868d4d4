import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailFailedText } from '../../api/error-texts';
import { loadLarderApi } from '../../api/load-larder-api';
import { BusyButton } from '../../components/page/BusyButton';
import { Notice } from '../../components/page/Notice';
import { PageLink } from '../../components/page/page-navigation';
import { TaggedText } from '../../components/page/TaggedText';
import { TextField } from '../../components/page/TextField';
import { flash } from '../../state/flash';
import { useSession } from '../../state/session';
import { validateContact, type ContactErrors, type ContactValues } from './contact-validation';

type Notice = 'sign-in' | 'failed' | 'sent' | null;

const FIELDS = ['name', 'email', 'message'] as const;

/** Public contact form; sends through the server when signed in (spec section 7). */
export function ContactPage() {
  const { t } = useTranslation('public');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState<ContactValues>(() => ({
    name: session.user?.name ?? '',
    email: session.user?.email ?? '',
    message: '',
  }));
  const [errors, setErrors] = useState<ContactErrors>({});

  /** A field's value, error and handlers: checked again as it is corrected, and on leaving. */
  const field = (name: keyof ContactValues) => ({
    id: `contact-${name}`,
    label: t(`contact.${name}`),
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) {
        setErrors((current) => ({
          ...current,
          [name]: validateContact({ ...values, [name]: value })[name],
        }));
      }
    },
    onBlur: () => setErrors((current) => ({ ...current, [name]: validateContact(values)[name] })),
  });

  const fields = { name: field('name'), email: field('email'), message: field('message') };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (FIELDS.some((field) => found[field])) {
      setNotice(null);
      return;
    }
    if (!signedIn) {
      setNotice('sign-in');
      return;
    }
    setNotice(null);
    setSending(true);
    try {
      // The API client comes with the first message: the public page does not load it at start.
      const { sendEmail } = await loadLarderApi();
      await sendEmail({
        name: values.name.trim(),
        email: values.email.trim(),
        // The subject the Larder team's inbox sorts by, the same in every language.
        subject: 'Contact form',
        message: values.message.trim(),
      });
      flash({ type: 'mail', text: t('contact.sent') });
      setValues((current) => ({ ...current, message: '' }));
      setNotice('sent');
    } catch {
      flash({ type: 'error', text: emailFailedText() });
      setNotice('failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page-stack page-stack-lg page-form-width">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      {!signedIn && (
        <p className="page-small page-dimmed">
          <TaggedText
            text={t('contact.signInFirst')}
            parts={{ anchor: (text) => <PageLink to="/signin">{text}</PageLink> }}
          />
        </p>
      )}
      <form noValidate aria-label={t('contact.form')} onSubmit={(event) => void send(event)}>
        <div className="page-stack">
          <TextField {...fields.name} autoComplete="name" />
          <TextField {...fields.email} type="email" autoComplete="email" />
          <TextField {...fields.message} multiline rows={5} />
          <div>
            <BusyButton type="submit" busy={sending}>
              {t('contact.send')}
            </BusyButton>
          </div>
          {notice === 'sign-in' && (
            <Notice tone="yellow" title={t('contact.notSent')} alert data-testid="contact-not-sent">
              {t('contact.signInToSend')}
            </Notice>
          )}
          {notice === 'failed' && (
            <Notice tone="red" title={t('contact.notSent')} alert data-testid="contact-failed">
              {emailFailedText()}
            </Notice>
          )}
          {notice === 'sent' && (
            <Notice tone="teal" title={t('contact.sentTitle')} data-testid="contact-sent">
              {t('contact.sent')}
            </Notice>
          )}
        </div>
      </form>
    </div>
  );
}
