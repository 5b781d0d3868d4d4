import { describe, expect, it } from 'vitest';
import { issuesOfZod } from '../zod-issue';
import {
  defaultSiteSettings,
  SITE_LIMITS,
  siteSettingsSchema,
  type SiteSettings,
} from './site-settings';

const issueOf = (over: Record<string, unknown>) => {
  const value = { ...defaultSiteSettings(), ...over };
  const parsed = siteSettingsSchema.safeParse(value);
  return parsed.success ? null : issuesOfZod(parsed.error, value)[0];
};

describe('site publish settings', () => {
  it('starts off, on the Default Menu, with prices and allergens and the given currency', () => {
    const settings = defaultSiteSettings({ currency: '€', labelFormat: 'us-std' });
    expect(siteSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings).toMatchObject({
      published: false,
      menus: [],
      showPrices: true,
      showAllergens: true,
      showNutrition: false,
      currency: '€',
      labelFormat: 'us-std',
    });
  });

  it('takes a full set of details, links, colour, images and menus', () => {
    const full: SiteSettings = {
      ...defaultSiteSettings(),
      published: true,
      description: 'Coffee and cake by the river.',
      address: '1 Quay Street',
      openingHours: ['Mon-Fri 7:00-16:00', 'Sat 8:00-14:00'],
      phone: '+44 (0)20 7946 0000',
      email: 'hello@example.com',
      social: { instagram: 'https://instagram.com/rivercafe' },
      delivery: { deliveroo: 'https://deliveroo.co.uk/menu/rivercafe' },
      colour: 'indigo-800',
      logo: `${'a'.repeat(32)}.webp`,
      images: [`${'b'.repeat(32)}.webp`],
      menus: ['LUNCH'],
    };
    expect(siteSettingsSchema.parse(full)).toEqual(full);
  });

  it('names the field of each bad value', () => {
    expect(issueOf({ description: 'x'.repeat(SITE_LIMITS.description + 1) })).toMatchObject({
      reason: 'field-too-long',
      path: 'description',
      params: { maximum: 1000 },
    });
    expect(issueOf({ social: { instagram: 'javascript:alert(1)' } })).toMatchObject({
      reason: 'field-format',
      path: 'social.instagram',
    });
    expect(issueOf({ social: { instagram: 'http://instagram.com/x' } })?.path).toBe(
      'social.instagram',
    );
    expect(issueOf({ social: { myspace: 'https://myspace.com/x' } })?.path).toMatch(/^social/);
    expect(issueOf({ delivery: { ubereats: 'https://ubereats.com/"onmouseover' } })?.path).toBe(
      'delivery.ubereats',
    );
    expect(issueOf({ logo: '../../etc/passwd' })?.path).toBe('logo');
    expect(issueOf({ images: Array(7).fill(`${'c'.repeat(32)}.webp`) })).toMatchObject({
      reason: 'field-too-long',
      path: 'images',
    });
    expect(issueOf({ colour: 'hotpink' })).toMatchObject({
      reason: 'field-choice',
      path: 'colour',
    });
    expect(issueOf({ currency: 'BTC' })?.path).toBe('currency');
    expect(issueOf({ labelFormat: 'uk' })?.path).toBe('labelFormat');
    expect(issueOf({ email: 'not-an-address' })?.path).toBe('email');
    expect(issueOf({ phone: 'call me' })?.path).toBe('phone');
    expect(issueOf({ openingHours: Array(15).fill('Mon 9-5') })?.path).toBe('openingHours');
    expect(issueOf({ script: '<script>' })).toMatchObject({ reason: 'field-unknown' });
  });
});
