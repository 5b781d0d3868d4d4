import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import type { EventRecord } from '@larder/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { currentVenueId, kitchenListFor, resetKitchenLists } from '../../state/kitchen-list';
import { restrictedStore } from '../../state/restricted';
import { sidePanelStore } from '../../state/side-panel';
import { CUSTARD, EGGS_FOR_TART, MILK_FOR_CUSTARD, TART } from '../../test/catalogue-records';
import { i18n } from '../../i18n/i18n';
import { answerTheDialog } from '../../test/dialogs';
import { field, pick, save, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { EventEditorPage } from './EventEditorPage';

const venue = setUpTestVenue();

const routes = [
  { path: '/event-editor', element: <EventEditorPage /> },
  { path: '/planner', element: <p>planner</p> },
  { path: '/estimates', element: <p>estimates</p> },
];

/** The live events stored on the device. */
const storedEvents = async () =>
  (await venue.store.db.recordTable('event').toArray()).filter((r) => !r.deleted);
const storedEvent = (skey: string) => venue.store.db.recordTable('event').get(skey);

const WEDDING: EventRecord & { source: string } = {
  skey: 'EV-1',
  name: 'Smith wedding',
  type: 'wedding',
  date: '2099-06-20',
  start: '18:00',
  guests: 80,
  contact: { name: 'Ann Smith', email: 'ann@example.com', phone: '555 0101' },
  status: 'enquiry',
  notes: 'Vegetarian options',
  lines: [
    { foodkey: 'CUSTARD', perGuest: 1 },
    { foodkey: 'TART', total: 20 },
  ],
  // A field this editor does not show is kept as it was.
  source: 'phone',
};

const lines = () => screen.getAllByTestId('event-line');
const inLine = (index: number) => within(lines()[index]!);

beforeEach(async () => {
  await venue.seed(MILK_FOR_CUSTARD, EGGS_FOR_TART, CUSTARD, TART);
  resetKitchenLists();
  sidePanelStore.reset();
});

describe('the event editor (operations-model §5)', { timeout: 30_000 }, () => {
  it('creates an event on the day clicked, with its contact and menu, and goes to its day in the planner', async () => {
    const { router } = renderRoutes(routes, '/event-editor?date=2099-06-17&start=18:30');
    await screen.findByTestId('event-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New event');
    expect(field(/^Date/).value).toBe('2099-06-17');
    expect(field('Start time').value).toBe('18:30');
    expect(
      within(field('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Table Booking',
      'Set Menu',
      'Birthday',
      'Wedding',
      'Family',
      'Business',
      'Celebrations',
      'Banquet',
      'Catering',
      'Other',
    ]);

    type(/^Name/, 'Wedding');
    await pick('Type', 'wedding');
    type(/^Guests/, '80');
    await pick('Status', 'confirmed');
    type('Contact name', 'Ann Smith');
    type('Contact e-mail', 'ann@example.com');
    type('Contact phone', '555 0101');
    type('Notes', 'Garden room');

    fireEvent.click(screen.getByRole('button', { name: 'Add dish' }));
    await pick('Recipe 1', 'Custard');
    expect(inLine(0).getByTestId('line-servings').textContent).toBe('= 80 servings');
    fireEvent.click(screen.getByRole('button', { name: 'Add dish' }));
    await pick('Recipe 2', 'Tart');
    fireEvent.click(inLine(1).getByText('Total'));
    fireEvent.change(inLine(1).getByLabelText('Servings total'), { target: { value: '20' } });
    expect(inLine(1).getByTestId('line-servings').textContent).toBe('= 20 servings');

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(router.state.location.search).toBe('?date=2099-06-17');
    const [stored] = await storedEvents();
    expect(stored?.skey).toMatch(/^EV-[0-9a-f-]{36}$/);
    expect(stored).toMatchObject({
      name: 'Wedding',
      type: 'wedding',
      date: '2099-06-17',
      start: '18:30',
      guests: 80,
      status: 'confirmed',
      contact: { name: 'Ann Smith', email: 'ann@example.com', phone: '555 0101' },
      notes: 'Garden room',
      lines: [
        { foodkey: 'CUSTARD', perGuest: 1 },
        { foodkey: 'TART', total: 20 },
      ],
    });
  });

  it('names every bad field beside it and saves nothing until all are right', async () => {
    const { router } = renderRoutes(routes, '/event-editor?date=2099-06-17');
    await screen.findByTestId('event-form');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Guests is required')).toBeTruthy();

    type(/^Name/, 'Wedding');
    type(/^Guests/, '0');
    type(/^Date/, '2026-02-30');
    fireEvent.click(screen.getByRole('button', { name: 'Add dish' }));
    await pick('Recipe 1', 'Custard');
    fireEvent.click(inLine(0).getByText('Total'));
    fireEvent.change(inLine(0).getByLabelText('Servings total'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add dish' }));
    save();

    expect(await screen.findByText('Guests must be at least 1')).toBeTruthy();
    expect(screen.getByText('Date must be a day that exists, written YYYY-MM-DD')).toBeTruthy();
    expect(screen.getByText('Line 1: Servings total must be a number')).toBeTruthy();
    expect(screen.getByText('Line 2: Recipe is required')).toBeTruthy();
    // Each message stands beside its field, as the field's error.
    expect(field(/^Guests/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Date/).getAttribute('aria-invalid')).toBe('true');
    expect(inLine(0).getByLabelText('Servings total').getAttribute('aria-invalid')).toBe('true');

    type(/^Guests/, '-4');
    save();
    expect(await screen.findByText('Guests must be at least 1')).toBeTruthy();
    type(/^Guests/, '2.5');
    save();
    expect(await screen.findByText('Guests must be a whole number')).toBeTruthy();
    fireEvent.change(inLine(0).getByLabelText('Servings total'), { target: { value: '0' } });
    save();
    expect(await screen.findByText('Line 1: Servings total must be above 0')).toBeTruthy();
    expect(await storedEvents()).toEqual([]);
    expect(router.state.location.pathname).toBe('/event-editor');

    type(/^Guests/, '12');
    type(/^Date/, '2028-02-29');
    fireEvent.change(inLine(0).getByLabelText('Servings total'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(await storedEvents()).toMatchObject([
      {
        name: 'Wedding',
        date: '2028-02-29',
        guests: 12,
        lines: [{ foodkey: 'CUSTARD', total: 12 }],
      },
    ]);
  });

  it('is drawn in French, the servings written the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/event-editor?date=2099-06-17');
    await screen.findByRole('form', { name: "Formulaire d'événement" });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nouvel événement');
    expect(within(field('Type')).getAllByRole('option')[0]!.textContent).toBe(
      'Réservation de table',
    );
    type(/^Invités/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un plat' }));
    fireEvent.change(inLine(0).getByLabelText('Portions par invité'), {
      target: { value: '0.5' },
    });
    expect(inLine(0).getByTestId('line-servings').textContent).toBe('= 2,5 portions');
    fireEvent.click(inLine(0).getByText('Total'));
    expect(inLine(0).getByLabelText('Portions au total')).toBeTruthy();
  });

  it('edits an event, keeping what it does not show', async () => {
    await venue.store.apply(saveRecord('event', WEDDING));
    const { router } = renderRoutes(routes, '/event-editor?event=EV-1');
    await screen.findByTestId('event-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit event');
    expect(field(/^Name/).value).toBe('Smith wedding');
    expect(field('Type').value).toBe('wedding');
    expect(field(/^Guests/).value).toBe('80');
    expect(field('Contact e-mail').value).toBe('ann@example.com');
    expect(inLine(0).getByLabelText('Servings per guest')).toBeTruthy();
    expect(inLine(1).getByLabelText('Servings total')).toBeTruthy();

    type(/^Guests/, '95');
    await pick('Status', 'confirmed');
    fireEvent.click(inLine(0).getByText('Total'));
    fireEvent.change(inLine(0).getByLabelText('Servings total'), { target: { value: '90' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(await storedEvents()).toHaveLength(1);
    expect(await storedEvent('EV-1')).toMatchObject({
      skey: 'EV-1',
      name: 'Smith wedding',
      guests: 95,
      status: 'confirmed',
      source: 'phone',
      lines: [
        { foodkey: 'CUSTARD', total: 90 },
        { foodkey: 'TART', total: 20 },
      ],
    });
    expect((await storedEvent('EV-1'))?.lines).not.toContainEqual(
      expect.objectContaining({ perGuest: 1 }),
    );
  });

  it('puts a removed line back with Undo', async () => {
    await venue.store.apply(saveRecord('event', WEDDING));
    renderRoutes(routes, '/event-editor?event=EV-1');
    await screen.findByTestId('event-form');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(lines()).toHaveLength(1);
    expect(screen.getByTestId('line-removed').textContent).toContain('Line 1 (Custard) removed.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByTestId('line-removed')).toBeNull();
    expect(lines()).toHaveLength(2);
    expect(field('Recipe 1').value).toBe('Custard');
    expect(inLine(0).getByLabelText('Servings per guest')).toHaveProperty('value', '1');
    expect(field('Recipe 2').value).toBe('Tart');
  });

  it('deletes an event only once confirmed', async () => {
    await venue.store.apply(saveRecord('event', WEDDING));
    const { router } = renderRoutes(routes, '/event-editor?event=EV-1');
    await screen.findByTestId('event-form');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const asked = await answerTheDialog(false);
    expect(asked.message).toContain('Delete Smith wedding on 2099-06-20?');
    expect((await storedEvent('EV-1'))?.deleted).toBeFalsy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await answerTheDialog(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(router.state.location.search).toBe('?date=2099-06-20');
    expect(await storedEvent('EV-1')).toMatchObject({ skey: 'EV-1', deleted: true });
  });

  it("opens the event's prep list, order list and estimate in one click", async () => {
    await venue.store.apply(saveRecord('event', WEDDING));
    const { router } = renderRoutes(routes, '/event-editor?event=EV-1');
    const actions = await screen.findByTestId('event-actions');
    fireEvent.click(within(actions).getByRole('button', { name: 'Prep list' }));
    expect(sidePanelStore.get()).toBe('prep-list');
    expect(kitchenListFor(currentVenueId()).list).toBe('event:EV-1');
    fireEvent.click(within(actions).getByRole('button', { name: 'Order list' }));
    expect(sidePanelStore.get()).toBe('order-list');
    fireEvent.click(within(actions).getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estimates'));
    expect(router.state.location.search).toBe('?event=EV-1');
  });

  it('says so when the event does not exist, and is blocked in restricted mode', async () => {
    renderRoutes(routes, '/event-editor?event=EV-none');
    expect((await screen.findByTestId('event-missing')).textContent).toContain(
      'There is no event EV-none.',
    );
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByTestId('event-form')).toBeNull();
  });
});
