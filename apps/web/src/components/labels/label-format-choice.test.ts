import type { SyncedUser } from '@larder/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '../../state/session';
import { defaultLabelFormat, saveLabelFormat } from './label-format-choice';

beforeEach(() => localStorage.clear());

const answered = (format: string): SyncedUser => ({
  id: 'u7',
  venues: [],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
  nutritionLabelFormat: format,
});

describe('the label format a label opens in', () => {
  it('takes the synced setting, else the device’s, legacy values mapped, else US standard', () => {
    expect(defaultLabelFormat({ nutritionLabelFormat: 'ca-bi' }, 'eu-std')).toBe('ca-bi');
    expect(defaultLabelFormat(null, 'uk')).toBe('eu-std');
    expect(defaultLabelFormat({ nutritionLabelFormat: 'au' }, null)).toBe('au-std');
    expect(defaultLabelFormat({ nutritionLabelFormat: 'ca' }, null)).toBe('ca-bi');
    expect(defaultLabelFormat({ nutritionLabelFormat: 'us' }, null)).toBe('us-std');
    expect(defaultLabelFormat({}, 'nonsense')).toBe('us-std');
  });
});

describe('saveLabelFormat', () => {
  it('keeps the format on the device only when nobody is signed in', async () => {
    const send = vi.fn();
    await saveLabelFormat('au-ext', null, send);
    expect(localStorage.getItem('nutritionLabelFormat')).toBe('au-ext');
    expect(send).not.toHaveBeenCalled();
  });

  it('saves it as the user’s synced nutritionLabelFormat and keeps the answered user', async () => {
    const send = vi.fn(async () => answered('eu-ext'));
    await saveLabelFormat('eu-ext', { nutritionLabelFormat: 'us-std' }, send);
    expect(send).toHaveBeenCalledWith({ nutritionLabelFormat: 'eu-ext' });
    expect(localStorage.getItem('nutritionLabelFormat')).toBe('eu-ext');
    expect(currentUser()?.nutritionLabelFormat).toBe('eu-ext');
  });

  it('sends nothing when the synced setting already is that format (legacy value mapped)', async () => {
    const send = vi.fn();
    await saveLabelFormat('eu-std', { nutritionLabelFormat: 'uk' }, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the device’s choice when the server cannot be reached', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(
      saveLabelFormat('ca-std-fr', { nutritionLabelFormat: 'us-std' }, send),
    ).resolves.toBeUndefined();
    expect(localStorage.getItem('nutritionLabelFormat')).toBe('ca-std-fr');
  });
});
