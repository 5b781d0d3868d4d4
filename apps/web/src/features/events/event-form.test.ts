import type { EventRecord } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  eventFormValues,
  eventFromForm,
  newEventKey,
  newEventValues,
  typedNumber,
  validateEvent,
  type EventFormValues,
} from './event-form';

const WEDDING: EventRecord = {
  skey: 'EV-1',
  name: 'Smith wedding',
  type: 'wedding',
  date: '2026-06-20',
  start: '18:00',
  guests: 80,
  contact: { name: 'Ann', email: null, phone: '555 0101' },
  status: 'confirmed',
  notes: null,
  lines: [
    { foodkey: 'SOUP', perGuest: 1 },
    { foodkey: 'CAKE', total: 20 },
  ],
};

const valid = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  ...eventFormValues(WEDDING),
  ...change,
});

describe('the event form (operations-model §5)', () => {
  it('reads a stored event into the form and back to the same record', () => {
    const values = eventFormValues(WEDDING);
    expect(values).toMatchObject({
      guests: '80',
      start: '18:00',
      contactName: 'Ann',
      contactEmail: '',
      notes: '',
      lines: [
        { foodkey: 'SOUP', mode: 'perGuest', amount: '1' },
        { foodkey: 'CAKE', mode: 'total', amount: '20' },
      ],
    });
    expect(eventFromForm(values, WEDDING, 'EV-1')).toEqual({
      ...WEDDING,
      contact: { ...WEDDING.contact },
    });
  });

  it('keeps only the figure a line’s toggle chose: 1 per guest switched to a total of 90', () => {
    const values = valid();
    values.lines[0] = { foodkey: 'SOUP', mode: 'total', amount: '90' };
    expect(eventFromForm(values, WEDDING, 'EV-1').lines).toEqual([
      { foodkey: 'SOUP', total: 90 },
      { foodkey: 'CAKE', total: 20 },
    ]);
  });

  it('stores no contact when none was typed, and no start time when it is empty', () => {
    const record = eventFromForm(
      valid({ contactName: ' ', contactEmail: '', contactPhone: '', start: '' }),
      null,
      'EV-2',
    );
    expect(record).toMatchObject({ skey: 'EV-2', contact: null, start: null });
  });

  it('reads typed numbers: empty is absent, a word is not a number', () => {
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber(' 12 ')).toBe(12);
    expect(typedNumber('lots')).toBeNaN();
  });

  it('accepts a valid event', () => {
    expect(validateEvent(valid())).toEqual({});
    expect(validateEvent(newEventValues('2026-06-20'))).toEqual({
      name: 'Name is required',
      guests: 'Guests is required',
    });
  });

  it('refuses 0 or negative guests, naming the field', () => {
    expect(validateEvent(valid({ guests: '0' }))).toEqual({ guests: 'Guests must be at least 1' });
    expect(validateEvent(valid({ guests: '-3' }))).toEqual({ guests: 'Guests must be at least 1' });
    expect(validateEvent(valid({ guests: '2.5' }))).toEqual({
      guests: 'Guests must be a whole number',
    });
    expect(validateEvent(valid({ guests: 'many' }))).toEqual({ guests: 'Guests must be a number' });
  });

  it('refuses a day that does not exist: 2026-02-30, but takes 2028-02-29', () => {
    expect(validateEvent(valid({ date: '2026-02-30' }))).toEqual({
      date: 'Date must be a day that exists, written YYYY-MM-DD',
    });
    expect(validateEvent(valid({ date: '20/06/2026' }))).toEqual({
      date: 'Date must be a day that exists, written YYYY-MM-DD',
    });
    expect(validateEvent(valid({ date: '2028-02-29' }))).toEqual({});
    expect(validateEvent(valid({ start: '25:00' }))).toEqual({
      start: 'Start time must be a time of day, written HH:MM',
    });
  });

  it('puts a line’s problem beside its amount or its recipe, naming the line', () => {
    const values = valid();
    values.lines = [
      { foodkey: 'SOUP', mode: 'total', amount: 'lots' },
      { foodkey: '', mode: 'perGuest', amount: '1' },
      { foodkey: 'CAKE', mode: 'perGuest', amount: '' },
      { foodkey: 'BREAD', mode: 'perGuest', amount: '-1' },
    ];
    expect(validateEvent(values)).toEqual({
      'lines.0.amount': 'Line 1: Servings total must be a number',
      'lines.1.foodkey': 'Line 2: Recipe is required',
      'lines.2.amount': 'Line 3: Servings per guest is required',
      'lines.3.amount': 'Line 4: Servings per guest must be above 0',
    });
  });

  it('makes a new key for each new event', () => {
    const a = newEventKey();
    expect(a).toMatch(/^EV-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newEventKey()).not.toBe(a);
  });

  it('names the fields in French', async () => {
    await i18n.changeLanguage('fr');
    const required = i18n.t('errors:issue.required');
    const values = valid({ guests: '' });
    values.lines = [{ foodkey: '', mode: 'total', amount: '2' }];
    expect(validateEvent(values)).toEqual({
      guests: `Invités\u00a0: ${required}`,
      'lines.0.foodkey': `Ligne 1, Recette\u00a0: ${required}`,
    });
  });
});
