import type { EventRecord } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { calendarEntry } from './calendar-entries';
import {
  dayAndTime,
  dayText,
  eventEditorPath,
  eventEstimatePath,
  eventTitle,
  newEventPath,
  whenText,
} from './event-display';

const event = (fields: Partial<EventRecord> = {}): EventRecord => ({
  skey: 'EV-1',
  name: 'Smith wedding',
  type: 'wedding',
  date: '2026-06-20',
  guests: 80,
  status: 'confirmed',
  lines: [],
  ...fields,
});

describe('how the planner shows an event (operations-model §5)', () => {
  it('titles an event with its name, type label and guests', () => {
    expect(eventTitle(event())).toBe('Smith wedding · Wedding · 80 guests');
    expect(eventTitle(event({ type: 'table', guests: 1, name: 'Ann' }))).toBe(
      'Ann · Table Booking · 1 guest',
    );
  });

  it('writes the day and time of an event', () => {
    expect(dayText('2026-06-20')).toBe('Sat 20 Jun 2026');
    expect(dayText('2028-02-29')).toBe('Tue 29 Feb 2028');
    expect(whenText(event({ start: '18:00' }))).toBe('Sat 20 Jun 2026, 18:00');
    expect(whenText(event())).toBe('Sat 20 Jun 2026');
  });

  it('puts an event on its day at its start time, or all day without one, coloured by status', () => {
    expect(calendarEntry(event({ start: '18:00' }))).toMatchObject({
      id: 'EV-1',
      start: '2026-06-20T18:00',
      allDay: false,
      backgroundColor: 'var(--mantine-color-teal-filled)',
      classNames: ['planner-event', 'planner-event-confirmed'],
    });
    expect(calendarEntry(event({ status: 'cancelled' }))).toMatchObject({
      start: '2026-06-20',
      allDay: true,
      backgroundColor: 'var(--mantine-color-red-filled)',
      classNames: ['planner-event', 'planner-event-cancelled'],
    });
  });

  it('links an event to its editor and its estimate by key, and a new one to its day', () => {
    expect(eventEditorPath('EV-a b')).toBe('/event-editor?event=EV-a%20b');
    expect(eventEstimatePath('EV-1')).toBe('/estimates?event=EV-1');
    expect(newEventPath()).toBe('/event-editor');
    expect(newEventPath('2026-06-20')).toBe('/event-editor?date=2026-06-20');
    expect(newEventPath('2026-06-20', '18:30')).toBe('/event-editor?date=2026-06-20&start=18%3A30');
  });

  it('reads the day (and the time in a time grid) of a click in the calendar', () => {
    expect(dayAndTime('2026-06-20', true)).toEqual({ date: '2026-06-20' });
    expect(dayAndTime('2026-06-20T18:30:00+02:00', false)).toEqual({
      date: '2026-06-20',
      start: '18:30',
    });
  });

  it('writes the title and the day in French', async () => {
    await i18n.changeLanguage('fr');
    expect(eventTitle(event())).toBe('Smith wedding · Mariage · 80 invités');
    expect(eventTitle(event({ type: 'table', guests: 1 }))).toBe(
      'Smith wedding · Réservation de table · 1 invité',
    );
    expect(dayText('2026-06-20')).toBe('sam. 20 juin 2026');
    expect(whenText(event({ start: '18:00' }))).toBe('sam. 20 juin 2026, 18:00');
  });
});
