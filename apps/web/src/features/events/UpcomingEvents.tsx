import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { EventRecord } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventActionsMenu } from './EventActions';
import {
  EVENT_STATUS_COLOURS,
  eventEditorPath,
  eventStatusLabel,
  eventTypeLabel,
  guestsText,
  whenText,
} from './event-display';

/** How many upcoming events the list shows; the rest are counted. */
export const UPCOMING_LIMIT = 100;

/** The events on or after a day, in the planner's order (they come sorted by day and time). */
export const upcomingEvents = (events: readonly EventRecord[], today: string): EventRecord[] =>
  events.filter((event) => event.date >= today);

/**
 * The upcoming events as a list of links below the calendar (operations-model §5), for the
 * keyboard and screen readers: when, name, type, guests and status, and each event's actions.
 */
export function UpcomingEvents({
  events,
  today,
}: {
  events: readonly EventRecord[];
  today: string;
}) {
  const { t } = useTranslation('events', { keyPrefix: 'upcoming' });
  const upcoming = upcomingEvents(events, today);
  const shown = upcoming.slice(0, UPCOMING_LIMIT);
  return (
    <Stack gap="xs" component="section" aria-labelledby="upcoming-events-title">
      <Title order={2} size="h3" id="upcoming-events-title">
        {t('title')}
      </Title>
      {upcoming.length === 0 ? (
        <Text c="dimmed" data-testid="upcoming-empty">
          {t('empty')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" data-testid="upcoming-events">
          {shown.map((event) => (
            <List.Item key={event.skey} data-testid="upcoming-event">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" w={170} c="dimmed">
                  {whenText(event)}
                </Text>
                <Anchor
                  component={Link}
                  to={eventEditorPath(event.skey)}
                  className={event.status === 'cancelled' ? 'planner-upcoming-cancelled' : ''}
                >
                  {event.name}
                </Anchor>
                <Text size="sm">
                  {`${eventTypeLabel(event.type)} · ${guestsText(event.guests)}`}
                </Text>
                <Badge color={EVENT_STATUS_COLOURS[event.status]} variant="light">
                  {eventStatusLabel(event.status)}
                </Badge>
                <EventActionsMenu event={event} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {upcoming.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('more', { count: upcoming.length - shown.length })}
        </Text>
      )}
    </Stack>
  );
}
