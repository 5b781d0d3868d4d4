import { EVENT_STATUSES, type EventRecord, type EventStatus, type EventType } from '@larder/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';

/** What an event status is called on screen (operations-model §5), in the interface language. */
export const eventStatusLabel = (status: EventStatus): string => i18n.t(`events:status.${status}`);

/** What an event type is called on screen (product spec §3 "Event types"), in the interface language. */
export const eventTypeLabel = (type: EventType): string => i18n.t(`events:types.${type}`);

/** Texts by key, each read from the catalogue when it is asked for (the language can change). */
function textsOf<K extends string>(
  keys: readonly K[],
  text: (key: K) => string,
): Record<K, string> {
  return Object.defineProperties(
    {} as Record<K, string>,
    Object.fromEntries(keys.map((key) => [key, { enumerable: true, get: () => text(key) }])),
  );
}

/** What each event status is called on screen (operations-model §5). */
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = textsOf(
  EVENT_STATUSES,
  eventStatusLabel,
);

/** The Mantine colour of each status: the planner shows an event's status as its colour. */
export const EVENT_STATUS_COLOURS: Readonly<Record<EventStatus, string>> = {
  enquiry: 'orange',
  confirmed: 'teal',
  done: 'gray',
  cancelled: 'red',
};

/** A guest count as words: '1 guest', '80 guests'. */
export const guestsText = (guests: number): string => i18n.t('events:guests', { count: guests });

/**
 * An event's title in the planner (operations-model §5): its name, type label and guests,
 * 'Smith wedding · Wedding · 80 guests'.
 */
export const eventTitle = (event: EventRecord): string =>
  `${event.name} · ${eventTypeLabel(event.type)} · ${guestsText(event.guests)}`;

/** Where an event is edited (/event-editor takes the event's key as a query parameter). */
export const eventEditorPath = (skey: string): string =>
  `/event-editor?event=${encodeURIComponent(skey)}`;

/** Where a new event is made, on a day and optionally at a time ('HH:MM'). */
export const newEventPath = (date?: string, start?: string): string => {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (start) query.set('start', start);
  const text = query.toString();
  return text ? `/event-editor?${text}` : '/event-editor';
};

/** The planner opened on a day. */
export const plannerPath = (date: string): string => `/planner?date=${encodeURIComponent(date)}`;

/** The estimate of an event (the estimates screen reads the `event` query parameter). */
export const eventEstimatePath = (skey: string): string =>
  `/estimates?event=${encodeURIComponent(skey)}`;

/** The prep and order lists of an event are chosen by this list id (`event:<skey>`). */
export const eventListId = (skey: string): string => `event:${skey}`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A 'YYYY-MM-DD' day as the planner writes it: 'Sat 20 Jun 2026' in English, 'sam. 20 juin
 * 2026' in French.
 */
export function dayText(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (currentLanguage() !== 'en') {
    return formatDate(day, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return `${WEEKDAYS[day.getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** When an event is: 'Sat 20 Jun 2026, 18:00', or the day alone when it has no start time. */
export const whenText = (event: EventRecord): string =>
  event.start ? `${dayText(event.date)}, ${event.start}` : dayText(event.date);

/** A day and time as the query of the editor gets them from a click in the calendar. */
export function dayAndTime(dateStr: string, allDay: boolean): { date: string; start?: string } {
  const date = dateStr.slice(0, 10);
  const time = /T(\d{2}:\d{2})/.exec(dateStr)?.[1];
  return !allDay && time ? { date, start: time } : { date };
}
