import type { EventInput } from '@fullcalendar/core';
import type { EventRecord } from '@larder/domain';
import { EVENT_STATUS_COLOURS, eventTitle } from './event-display';

/** The class of an event in the calendar by its status ('planner-event-cancelled'). */
export const statusClass = (event: EventRecord): string => `planner-event-${event.status}`;

/**
 * An event as the calendar draws it (operations-model §5): on its day, at its start time
 * (all day without one), titled with its name, type and guests, coloured by its status.
 */
export function calendarEntry(event: EventRecord): EventInput {
  const colour = `var(--mantine-color-${EVENT_STATUS_COLOURS[event.status]}-filled)`;
  return {
    id: event.skey,
    title: eventTitle(event),
    start: event.start ? `${event.date}T${event.start}` : event.date,
    allDay: !event.start,
    backgroundColor: colour,
    borderColor: colour,
    textColor: 'white',
    classNames: ['planner-event', statusClass(event)],
    extendedProps: { record: event },
  };
}
