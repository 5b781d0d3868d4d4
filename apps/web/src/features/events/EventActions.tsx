import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { EventRecord } from '@larder/domain';
import { useCallback, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showOrderListFor, showPrepListFor } from '../../state/kitchen-list';
import { eventEditorPath, eventEstimatePath, eventListId } from './event-display';

/**
 * What an event produces (operations-model §5), one click each: its prep list and its order
 * list (in the side panel) and its estimate.
 */
function useEventActions(skey: string) {
  const navigate = useNavigate();
  return {
    prepList: () => showPrepListFor(eventListId(skey)),
    orderList: () => showOrderListFor(eventListId(skey)),
    estimate: () => void navigate(eventEstimatePath(skey)),
  };
}

/** The event editor's row of actions: Prep list, Order list and Estimate. */
export function EventActionButtons({ event }: { event: EventRecord }) {
  const actions = useEventActions(event.skey);
  const { t } = useTranslation('events', { keyPrefix: 'actions' });
  return (
    <Group gap="xs" data-testid="event-actions">
      <Button variant="light" onClick={actions.prepList}>
        {t('prepList')}
      </Button>
      <Button variant="light" onClick={actions.orderList}>
        {t('orderList')}
      </Button>
      <Button variant="light" onClick={actions.estimate}>
        {t('estimate')}
      </Button>
    </Group>
  );
}

/** The mark of an event's menu button (its name is its label). */
const MENU_MARK = '⋯';

/** Marks an event's menu drawn inside the calendar: a click in it opens no event. */
export const EVENT_ACTIONS_ATTRIBUTE = 'data-event-actions';

/**
 * Keeps Enter and Space within the menu: the calendar's event around it would otherwise take
 * them as opening the event.
 */
const keysStayHere: RefCallback<HTMLSpanElement> = (menu) => {
  if (!menu) return;
  const stop = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
  };
  menu.addEventListener('keydown', stop);
  return () => menu.removeEventListener('keydown', stop);
};

/** The planner's menu of an event: open it, its prep list, its order list, its estimate. */
export function EventActionsMenu({
  event,
  size = 'sm',
}: {
  event: EventRecord;
  size?: 'xs' | 'sm';
}) {
  const actions = useEventActions(event.skey);
  const navigate = useNavigate();
  const { t } = useTranslation('events', { keyPrefix: 'actions' });
  const open = useCallback(() => void navigate(eventEditorPath(event.skey)), [navigate, event]);
  return (
    <span ref={keysStayHere} {...{ [EVENT_ACTIONS_ATTRIBUTE]: '' }}>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size={size}
            aria-label={t('menu', { name: event.name })}
          >
            {MENU_MARK}
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{event.name}</Menu.Label>
          <Menu.Item onClick={open}>{t('open')}</Menu.Item>
          <Menu.Item onClick={actions.prepList}>{t('prepList')}</Menu.Item>
          <Menu.Item onClick={actions.orderList}>{t('orderList')}</Menu.Item>
          <Menu.Item onClick={actions.estimate}>{t('estimate')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </span>
  );
}
