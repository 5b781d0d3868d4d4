import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { validateContact } from './contact-validation';

const valid = {
  name: 'Sam Cook',
  email: 'sam@bistro.example',
  message: 'Do you support UK labels?',
};

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names each missing field', () => {
    expect(validateContact({ name: ' ', email: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required.',
      message: 'Message is required.',
    });
  });

  it('rejects a malformed e-mail address', () => {
    expect(validateContact({ ...valid, email: 'sam@bistro' }).email).toMatch(/^E-mail must be/);
    expect(validateContact({ ...valid, email: 'sam bistro@x.io' }).email).toMatch(/^E-mail/);
  });

  it('asks for a message of some length', () => {
    expect(validateContact({ ...valid, message: 'Hi' }).message).toBe(
      'Message must be at least 10 characters.',
    );
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe(
      'Message must be at most 5000 characters.',
    );
  });

  it('caps the name length', () => {
    expect(validateContact({ ...valid, name: 'n'.repeat(101) }).name).toBe(
      'Name must be at most 100 characters.',
    );
  });

  it('says it in French when the interface is in French', async () => {
    await i18n.changeLanguage('fr');
    expect(validateContact({ name: '', email: 'sam@bistro', message: 'Hi' })).toEqual({
      name: 'Le nom est obligatoire.',
      email: 'Le courriel doit être une adresse valide, comme chef@exemple.com.',
      message: 'Le message doit compter au moins 10 caractères.',
    });
  });
});
