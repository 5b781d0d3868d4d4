import type {
  DatesSetArg,
  DayCellMountArg,
  EventClickArg,
  EventContentArg,
} from '@fullcalendar/core';
import frenchLocale from '@fullcalendar/core/locales/fr-ca';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { EventRecord } from '@larder/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localDay } from '../../components/catalogue/local-day';
import { calendarEntry } from './calendar-entries';
import { EVENT_ACTIONS_ATTRIBUTE, EventActionsMenu } from './EventActions';
import { dayAndTime, eventEditorPath, newEventPath } from './event-display';
import { isPlannerView, type PlannerPlace } from './planner-view';
import './planner.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const TIME_24H = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export interface EventCalendarProps {
  events: readonly EventRecord[];
  /** Where it opens: its view and a day it shows. */
  start: PlannerPlace;
  /** Whether a click on an empty day or time makes a new event there. */
  canAdd: boolean;
  /** Told the view and a day of it whenever they change. */
  onPlaceChange(place: PlannerPlace): void;
}

/** An event drawn in the calendar: time, title, and its menu of actions. */
function EventEntry({ event, timeText }: EventContentArg) {
  const record = event.extendedProps.record as EventRecord;
  return (
    <div className="planner-event-content" data-testid="planner-event" data-status={record.status}>
      <span className="planner-event-text">
        {timeText ? <b>{timeText} </b> : null}
        {event.title}
      </span>
      <EventActionsMenu event={record} size="xs" />
    </div>
  );
}

const renderEntry = (arg: EventContentArg) => <EventEntry {...arg} />;

/**
 * A day of the month is named by what it shows, its day and its events: the name the calendar
 * gives the cell (the long date of its day link) leaves out the events it shows (WCAG 2.5.3,
 * label in name). The day's link keeps the long date.
 */
function nameCellFromContent({ el }: DayCellMountArg): void {
  el.removeAttribute('aria-labelledby');
}

/**
 * The planner's calendar (operations-model §5): events by month, week or day. A click on an
 * event (or Enter on it) opens it in the editor; a click on an empty day or time starts a new
 * event there.
 */
export function EventCalendar({ events, start, canAdd, onPlaceChange }: EventCalendarProps) {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('events', { keyPrefix: 'calendar' });
  const language = i18n.resolvedLanguage;
  // Made at each drawing: the titles name the type and guests in the interface language.
  const entries = events.map(calendarEntry);

  const openEvent = useCallback(
    (arg: EventClickArg) => {
      const target = arg.jsEvent.target;
      if (target instanceof Element && target.closest(`[${EVENT_ACTIONS_ATTRIBUTE}]`)) return;
      arg.jsEvent.preventDefault();
      void navigate(eventEditorPath(arg.event.id));
    },
    [navigate],
  );

  const addOnDay = useCallback(
    (arg: DateClickArg) => {
      const { date, start: time } = dayAndTime(arg.dateStr, arg.allDay);
      void navigate(newEventPath(date, time));
    },
    [navigate],
  );

  const placeChanged = useCallback(
    (arg: DatesSetArg) => {
      const view = arg.view.type;
      if (isPlannerView(view)) {
        onPlaceChange({ view, date: localDay(arg.view.currentStart.getTime()) });
      }
    },
    [onPlaceChange],
  );

  return (
    <div className="planner-calendar" data-testid="planner-calendar">
      <FullCalendar
        plugins={PLUGINS}
        initialView={start.view}
        initialDate={start.date}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        // Words, not the icon font: the content security policy loads no data: fonts.
        buttonIcons={false}
        // The month's and days' names in the interface language; the words below are the app's.
        locale={language === 'fr' ? frenchLocale : 'en'}
        buttonText={{
          prev: t('previous'),
          next: t('next'),
          today: t('today'),
          month: t('month'),
          week: t('week'),
          day: t('day'),
        }}
        buttonHints={{ prev: t('previousHint'), next: t('nextHint'), today: t('todayHint') }}
        viewHint={t('viewHint')}
        navLinkHint={t('navLinkHint')}
        moreLinkText={t('more')}
        moreLinkHint={(count: number) => t('moreHint', { count })}
        closeHint={t('closeHint')}
        timeHint={t('timeHint')}
        eventHint={t('eventHint')}
        firstDay={1}
        height="auto"
        allDayText={t('allDay')}
        events={entries}
        eventDisplay="block"
        eventInteractive
        eventTimeFormat={TIME_24H}
        slotLabelFormat={TIME_24H}
        eventContent={renderEntry}
        eventClick={openEvent}
        {...(canAdd ? { dateClick: addOnDay } : {})}
        navLinks
        dayMaxEvents={4}
        dayCellDidMount={nameCellFromContent}
        datesSet={placeChanged}
      />
    </div>
  );
}
