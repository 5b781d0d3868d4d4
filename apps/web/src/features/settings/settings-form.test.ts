import { describe, expect, it } from 'vitest';
import type { SyncedUser } from '../../api/api-types';
import {
  settingChanges,
  settingsFieldOfServerPath,
  settingsFormValues,
  validateSettings,
} from './settings-form';

const user = (over: Partial<SyncedUser> = {}): SyncedUser => ({
  id: 'u1',
  venues: [],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
  ...over,
});

describe('settings form', () => {
  it('starts from the user, with default sizes where no override is above 0', () => {
    const values = settingsFormValues(user({ cupML: 250, ozG: 0, currency: '€' }), 'eu-std');
    expect(values).toMatchObject({
      currency: '€',
      metricOnly: false,
      nutritionLabelFormat: 'eu-std',
    });
    expect(values.units).toMatchObject({ cupML: 250, ozG: 28.349523125, tspML: 5 });
    expect(settingsFormValues(null, null).nutritionLabelFormat).toBe('');
  });

  it('names the field in every validation message', () => {
    const values = settingsFormValues(user(), null);
    expect(
      validateSettings({
        ...values,
        currency: 'XX',
        nutritionLabelFormat: 'fr',
        units: { ...values.units, cupML: 0, ozG: '', gallonML: 2_000_000 },
      }),
    ).toEqual({
      currency: 'Currency: choose one of the listed symbols',
      nutritionLabelFormat: 'Nutrition label format: choose one of the listed formats',
      'units.cupML': 'Cup (mL) must be above 0',
      'units.ozG': 'Ounce (g) must be a number',
      'units.gallonML': 'Gallon (mL) must be at most 1,000,000',
    });
    expect(validateSettings(values)).toEqual({});
  });

  it('sends only what changed, one setting per call, unit sizes together', () => {
    const stored = user({ tbspML: 20 });
    const values = settingsFormValues(stored, 'eu-std');
    expect(settingChanges(values, stored, 'eu-std')).toEqual([]);
    expect(
      settingChanges(
        {
          currency: '£',
          metricOnly: true,
          nutritionLabelFormat: 'us-tab',
          units: { ...values.units, cupML: '250', tbspML: 20 },
        },
        stored,
        'eu-std',
      ),
    ).toEqual([
      { currency: '£' },
      { metricOnly: true },
      { nutritionLabelFormat: 'us-tab' },
      { cupML: 250 },
    ]);
  });

  it('maps a server field path to the form field', () => {
    expect(settingsFieldOfServerPath('setting.cupML')).toBe('units.cupML');
    expect(settingsFieldOfServerPath('setting.currency')).toBe('currency');
    expect(settingsFieldOfServerPath('setting')).toBeNull();
    expect(settingsFieldOfServerPath(undefined)).toBeNull();
  });
});
