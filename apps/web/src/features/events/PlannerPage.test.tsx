import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import type { EventRecord } from '@larder/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { currentVenueId, kitchenListFor, resetKitchenLists } from '../../state/kitchen-list';
import { restrictedStore } from '../../state/restricted';
import { sidePanelStore } from '../../state/side-panel';
import { setUpTestVenue } from '../../test/test-venue';
import { PlannerPage } from './PlannerPage';
import { forgetPlannerPlace } from './planner-view';

const venue = setUpTestVenue();

const routes = [
  { path: '/planner', element: <PlannerPage /> },
  { path: '/event-editor', element: <p>editor</p> },
  { path: '/estimates', element: <p>estimates</p> },
];

const event = (skey: string, fields: Partial<EventRecord>): EventRecord => ({
  skey,
  name: skey,
  type: 'table',
  date: '2099-06-17',
  guests: 2,
  status: 'confirmed',
  lines: [],
  ...fields,
});

// Wednesday 17 June 2099 and around it; the planner's weeks start on Monday (15 June).
const WEDDING = event('EV-wed', {
  name: 'Smith wedding',
  type: 'wedding',
  start: '18:00',
  guests: 80,
  status: 'confirmed',
});
const BIRTHDAY = event('EV-bday', {
  name: 'Ann 40th',
  type: 'birthday',
  date: '2099-06-19',
  guests: 12,
  status: 'cancelled',
});
const LUNCH = event('EV-lunch', {
  name: 'Board lunch',
  type: 'business',
  date: '2099-06-24',
  start: '12:30',
  guests: 10,
  status: 'enquiry',
});
const JULY = event('EV-july', { name: 'Summer party', type: 'celebrations', date: '2099-07-20' });
const PAST = event('EV-past', { name: 'Old dinner', date: '2000-01-05', status: 'done' });

const calendarTitles = () =>
  within(screen.getByTestId('planner-calendar'))
    .queryAllByTestId('planner-event')
    .map((e) => e.querySelector('.planner-event-text')?.textContent);

const shownList = () => kitchenListFor(currentVenueId()).list;

beforeEach(async () => {
  forgetPlannerPlace();
  resetKitchenLists();
  sidePanelStore.reset();
  for (const e of [WEDDING, BIRTHDAY, LUNCH, JULY, PAST]) {
    await venue.store.apply(saveRecord('event', e));
  }
});

describe('the planner (operations-model §5)', { timeout: 30_000 }, () => {
  it('shows the month of the day asked for, each event with its type and guests, status as a colour', async () => {
    renderRoutes(routes, '/planner?date=2099-06-17');
    await waitFor(() => expect(calendarTitles()).toHaveLength(3));
    expect(screen.getByText('June 2099')).toBeTruthy();
    expect(calendarTitles()).toEqual([
      '18:00 Smith wedding · Wedding · 80 guests',
      'Ann 40th · Birthday · 12 guests',
      '12:30 Board lunch · Business · 10 guests',
    ]);
    const [wedding, birthday, lunch] = screen
      .getAllByTestId('planner-event')
      .map((e) => e.closest('.fc-event')!);
    expect(wedding!.classList.contains('planner-event-confirmed')).toBe(true);
    expect(lunch!.classList.contains('planner-event-enquiry')).toBe(true);
    // A cancelled event is struck through and dimmed (planner.css), in the cancelled colour.
    expect(birthday!.classList.contains('planner-event-cancelled')).toBe(true);
    expect((birthday as HTMLElement).style.backgroundColor).toContain('--mantine-color-red');
    expect((wedding as HTMLElement).style.backgroundColor).toContain('--mantine-color-teal');
  });

  it('is drawn in French: the calendar, its words and the upcoming events', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/planner?date=2099-06-17');
    await waitFor(() => expect(calendarTitles()).toHaveLength(3));
    expect(screen.getByText('juin 2099')).toBeTruthy();
    expect(calendarTitles()[0]).toBe('18:00 Smith wedding · Mariage · 80 invités');
    expect(screen.getByRole('heading', { name: 'Événements à venir' })).toBeTruthy();
    expect(screen.getAllByTestId('upcoming-event')[0]!.textContent).toBe(
      'mer. 17 juin 2099, 18:00Smith weddingMariage · 80 invitésConfirmé⋯',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Semaine' }));
    await waitFor(() => expect(calendarTitles()).toHaveLength(2));
    expect(screen.getByText('Toute la journée')).toBeTruthy();
  });

  it('switches to the week and to the day, showing only their events', async () => {
    renderRoutes(routes, '/planner?date=2099-06-17');
    await waitFor(() => expect(calendarTitles()).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(calendarTitles()).toHaveLength(2));
    expect(calendarTitles()).toEqual([
      'Ann 40th · Birthday · 12 guests',
      '18:00 Smith wedding · Wedding · 80 guests',
    ]);
    expect(screen.getByText('All day')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calendarTitles()).toEqual(['12:30 Board lunch · Business · 10 guests']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(calendarTitles()).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calendarTitles()).toEqual(['12:30 Board lunch · Business · 10 guests']),
    );
  });

  it('lists the upcoming events below the calendar as links, past ones left out', async () => {
    renderRoutes(routes, '/planner?date=2099-06-17');
    const rows = await screen.findAllByTestId('upcoming-event');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Wed 17 Jun 2099, 18:00Smith weddingWedding · 80 guestsConfirmed⋯',
      'Fri 19 Jun 2099Ann 40thBirthday · 12 guestsCancelled⋯',
      'Wed 24 Jun 2099, 12:30Board lunchBusiness · 10 guestsEnquiry⋯',
      'Mon 20 Jul 2099Summer partyCelebrations · 2 guestsConfirmed⋯',
    ]);
    const link = screen.getByRole('link', { name: 'Smith wedding' });
    expect(link.getAttribute('href')).toBe('/event-editor?event=EV-wed');
    expect(screen.queryByRole('link', { name: 'Old dinner' })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Ann 40th' })
        .classList.contains('planner-upcoming-cancelled'),
    ).toBe(true);
  });

  it('opens a clicked event in the editor', async () => {
    const { router } = renderRoutes(routes, '/planner?date=2099-06-17');
    await waitFor(() => expect(calendarTitles()).toHaveLength(3));
    fireEvent.click(screen.getByText('Smith wedding · Wedding · 80 guests', { exact: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event-editor'));
    expect(router.state.location.search).toBe('?event=EV-wed');
  });

  it('opens an event from the keyboard: Enter on an event in the calendar', async () => {
    const { router } = renderRoutes(routes, '/planner?date=2099-06-17');
    await waitFor(() => expect(calendarTitles()).toHaveLength(3));
    const lunch = screen.getAllByTestId('planner-event')[2]!.closest<HTMLElement>('.fc-event')!;
    expect(lunch.tabIndex).toBe(0);
    fireEvent.keyDown(lunch, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/event-editor'));
    expect(router.state.location.search).toBe('?event=EV-lunch');
  });

  it("opens an event's prep list, order list and estimate from its menu", async () => {
    const { router } = renderRoutes(routes, '/planner?date=2099-06-17');
    await waitFor(() => expect(calendarTitles()).toHaveLength(3));
    const calendar = screen.getByTestId('planner-calendar');
    const menu = () => within(calendar).getByRole('button', { name: 'Actions for Smith wedding' });

    fireEvent.click(menu());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Prep list' }));
    expect(sidePanelStore.get()).toBe('prep-list');
    expect(shownList()).toBe('event:EV-wed');
    expect(router.state.location.pathname).toBe('/planner');

    fireEvent.click(menu());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Order list' }));
    expect(sidePanelStore.get()).toBe('order-list');
    expect(shownList()).toBe('event:EV-wed');

    fireEvent.click(menu());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estimates'));
    expect(router.state.location.search).toBe('?event=EV-wed');
  });
});

describe('the planner with no events', { timeout: 30_000 }, () => {
  it('says so, offers to plan one, and still shows the calendar', async () => {
    for (const e of [WEDDING, BIRTHDAY, LUNCH, JULY, PAST]) {
      await venue.store.apply(saveRecord('event', { ...e, deleted: true }));
    }
    renderRoutes(routes, '/planner');
    expect(screen.getByText('Loading events…')).toBeTruthy();
    const empty = await screen.findByTestId('planner-empty');
    expect(empty.textContent).toContain('No events yet.');
    expect(within(empty).getByRole('link', { name: 'Plan an event' })).toBeTruthy();
    expect(screen.getByTestId('planner-calendar')).toBeTruthy();
    expect(screen.getByTestId('upcoming-empty').textContent).toBe('No events from today on.');
    expect(screen.getByRole('link', { name: 'New event' }).getAttribute('href')).toBe(
      '/event-editor',
    );
  });

  it('offers no new event in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderRoutes(routes, '/planner');
    await screen.findByTestId('planner-calendar');
    expect(screen.queryByRole('link', { name: 'New event' })).toBeNull();
  });
});
