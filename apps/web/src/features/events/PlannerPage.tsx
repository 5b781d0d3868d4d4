import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { EVENT_STATUSES } from '@larder/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { localDay } from '../../components/catalogue/local-day';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useEvents } from '../../components/operations/use-events';
import { useRestricted } from '../../state/restricted';
import { EventCalendar } from './EventCalendar';
import { EVENT_STATUS_COLOURS, EVENT_STATUS_LABELS, newEventPath } from './event-display';
import { plannerStart, rememberPlannerPlace } from './planner-view';
import { UpcomingEvents } from './UpcomingEvents';

/** /planner: the venue's events by month, week or day, and the upcoming ones as a list. */
export function PlannerPage() {
  return (
    <Stack gap="md">
      <CatalogueListHeader title="Planner" addPath={newEventPath()} addLabel="New event" />
      <StoreGate>{(store) => <Planner store={store} />}</StoreGate>
    </Stack>
  );
}

/** What each status colour means. */
function StatusLegend() {
  return (
    <Group gap="xs" aria-label="Status colours" data-testid="status-legend">
      {EVENT_STATUSES.map((status) => (
        <Badge key={status} color={EVENT_STATUS_COLOURS[status]} variant="filled">
          {EVENT_STATUS_LABELS[status]}
        </Badge>
      ))}
    </Group>
  );
}

function Planner({ store }: { store: VenueStore }) {
  const events = useEvents(store);
  const { canEdit } = useRestricted();
  const [params] = useSearchParams();
  const [today] = useState(() => localDay(Date.now()));
  const [start] = useState(() => plannerStart(params.get('date'), today));

  if (!events) return <Text c="dimmed">Loading events…</Text>;
  return (
    <Stack gap="md">
      {events.length === 0 && (
        <Stack gap="xs" align="flex-start" data-testid="planner-empty">
          <Text>
            {canEdit
              ? 'No events yet. Click a day in the calendar to plan one there: a table booking, a set menu, a wedding or a catering job, with its guests and menu.'
              : 'No events yet.'}
          </Text>
          {canEdit && (
            <Button component={Link} to={newEventPath(today)} variant="light">
              Plan an event
            </Button>
          )}
        </Stack>
      )}
      <StatusLegend />
      <EventCalendar
        events={events}
        start={start}
        canAdd={canEdit}
        onPlaceChange={rememberPlannerPlace}
      />
      <UpcomingEvents events={events} today={today} />
    </Stack>
  );
}
