import { defaultSiteSettings } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { settingsFromValues, siteFieldOfPath, siteFormValues, validateSiteForm } from './site-form';

describe('site settings form values', () => {
  it('round-trips the settings, with opening hours as lines and only filled links', () => {
    const settings = {
      ...defaultSiteSettings({ currency: '€' }),
      openingHours: ['Mon-Fri 8-16', 'Sat 9-13'],
      social: { instagram: 'https://instagram.com/cafe' },
    };
    const values = siteFormValues(settings);
    expect(values.openingHours).toBe('Mon-Fri 8-16\nSat 9-13');
    expect(values.social.facebook).toBe('');
    expect(settingsFromValues(values, false)).toEqual(settings);
    expect(settingsFromValues({ ...values, openingHours: ' a \n\n b ' }, true)).toMatchObject({
      published: true,
      openingHours: ['a', 'b'],
    });
  });

  it('names the field of each value the server would refuse', () => {
    const values = siteFormValues(defaultSiteSettings());
    const errors = validateSiteForm({
      ...values,
      email: 'nope',
      description: 'x'.repeat(1001),
      social: { ...values.social, instagram: 'javascript:alert(1)' },
      delivery: { ...values.delivery, deliveroo: 'http://deliveroo.example' },
    });
    expect(errors).toEqual({
      email: 'must be an e-mail address',
      description: 'must be at most 1000 characters',
      'social.instagram': expect.any(String),
      'delivery.deliveroo': expect.any(String),
    });
    expect(validateSiteForm(values)).toEqual({});
  });

  it('finds the form field of a server path', () => {
    expect(siteFieldOfPath('settings.social.instagram')).toBe('social.instagram');
    expect(siteFieldOfPath('settings.images.2')).toBe('images');
    expect(siteFieldOfPath('settings.logo')).toBe('logo');
    expect(siteFieldOfPath(undefined)).toBeUndefined();
  });
});
