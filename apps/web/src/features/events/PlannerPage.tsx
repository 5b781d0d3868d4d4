import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { EVENT_STATUSES } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { localDay } from '../../components/catalogue/local-day';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useEvents } from '../../components/operations/use-events';
import { useRestricted } from '../../state/restricted';
import { EventCalendar } from './EventCalendar';
import { EVENT_STATUS_COLOURS, eventStatusLabel, newEventPath } from './event-display';
import { plannerStart, rememberPlannerPlace } from './planner-view';
import { UpcomingEvents } from './UpcomingEvents';

/** /planner: the venue's events by month, week or day, and the upcoming ones as a list. */
export function PlannerPage() {
  const { t } = useTranslation('events', { keyPrefix: 'planner' });
  return (
    <Stack gap="md">
      <CatalogueListHeader title={t('title')} addPath={newEventPath()} addLabel={t('new')} />
      <StoreGate>{(store) => <Planner store={store} />}</StoreGate>
    </Stack>
  );
}

/** What each status colour means. */
function StatusLegend() {
  const { t } = useTranslation('events', { keyPrefix: 'planner' });
  return (
    <Group gap="xs" aria-label={t('legend')} data-testid="status-legend">
      {EVENT_STATUSES.map((status) => (
        <Badge key={status} color={EVENT_STATUS_COLOURS[status]} variant="filled">
          {eventStatusLabel(status)}
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
  const { t } = useTranslation('events', { keyPrefix: 'planner' });

  if (!events) return <Text c="dimmed">{t('loading')}</Text>;
  return (
    <Stack gap="md">
      {events.length === 0 && (
        <Stack gap="xs" align="flex-start" data-testid="planner-empty">
          <Text>{canEdit ? t('emptyEditable') : t('empty')}</Text>
          {canEdit && (
            <Button component={Link} to={newEventPath(today)} variant="light">
              {t('plan')}
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
