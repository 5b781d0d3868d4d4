import { describe, expect, it } from 'vitest';
import {
  EMPTY_VENUE_FORM,
  formValuesFromProfile,
  toVenueEditInput,
  toVenueSaveInput,
  validateVenue,
  venueFieldOfServerPath,
} from './venue-form';

const valid = { ...EMPTY_VENUE_FORM, venue_name: 'The Bistro' };

describe('venue form validation', () => {
  it('needs a name', () => {
    expect(validateVenue(EMPTY_VENUE_FORM)).toEqual({ venue_name: 'Venue name is required.' });
    expect(validateVenue({ ...EMPTY_VENUE_FORM, venue_name: '   ' }).venue_name).toBe(
      'Venue name is required.',
    );
    expect(validateVenue(valid)).toEqual({});
  });

  it('names the field of each bad value', () => {
    const errors = validateVenue({
      venue_name: 'x'.repeat(101),
      address: 'a'.repeat(301),
      phone: 'call me',
      email: 'nope',
      website: 'bistro.example',
      cuisine: 'c'.repeat(101),
    });
    expect(errors).toEqual({
      venue_name: 'Venue name must be at most 100 characters.',
      address: 'Address must be at most 300 characters.',
      phone: 'Phone may hold only digits, spaces and + ( ) - . /',
      email: 'E-mail must be a valid address, like chef@example.com.',
      website: 'Website must be a web address starting with https:// or http://.',
      cuisine: 'Cuisine must be at most 100 characters.',
    });
  });

  it('takes good contact details', () => {
    expect(
      validateVenue({
        venue_name: 'Bistro',
        address: '1 High St',
        phone: '+44 (0)20 7946-0000',
        email: 'chef@bistro.example',
        website: 'https://bistro.example',
        cuisine: 'French',
      }),
    ).toEqual({});
  });
});

describe('venue form values', () => {
  it('become the save body, trimmed, with the profile', () => {
    expect(toVenueSaveInput({ ...valid, venue_name: ' Bistro ', cuisine: ' Thai ' }, 'v1')).toEqual(
      {
        id: 'v1',
        venue_name: 'Bistro',
        PROFILE: { address: '', phone: '', email: '', website: '', cuisine: 'Thai' },
      },
    );
    expect(toVenueSaveInput(valid).id).toBeUndefined();
  });

  it("an edit keeps the PROFILE's menu pricing settings the form does not show (operations-model §7)", () => {
    const stored = {
      skey: 'PROFILE',
      venue_name: 'Old',
      timestamp: 5,
      cuisine: 'French',
      targetFoodCostPercent: 28,
      priceEnding: '.95',
      taxPercent: 10,
      pricesIncludeTax: true,
    };
    expect(toVenueEditInput({ ...valid, cuisine: 'Thai' }, 'v1', stored)).toEqual({
      id: 'v1',
      venue_name: 'The Bistro',
      PROFILE: {
        address: '',
        phone: '',
        email: '',
        website: '',
        cuisine: 'Thai',
        targetFoodCostPercent: 28,
        priceEnding: '.95',
        taxPercent: 10,
        pricesIncludeTax: true,
      },
    });
    expect(toVenueEditInput(valid, 'v1', null)).toEqual(toVenueSaveInput(valid, 'v1'));
  });

  it('come from a PROFILE record', () => {
    expect(
      formValuesFromProfile('Old', { skey: 'PROFILE', venue_name: 'New', phone: '123' }),
    ).toEqual({ ...EMPTY_VENUE_FORM, venue_name: 'New', phone: '123' });
    expect(formValuesFromProfile('Old', undefined).venue_name).toBe('Old');
  });

  it('map server field paths to form fields', () => {
    expect(venueFieldOfServerPath('venue.venue_name')).toBe('venue_name');
    expect(venueFieldOfServerPath('venue.PROFILE.email')).toBe('email');
    expect(venueFieldOfServerPath('venue.id')).toBeUndefined();
    expect(venueFieldOfServerPath(undefined)).toBeUndefined();
  });
});
