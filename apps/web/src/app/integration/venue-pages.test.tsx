import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { dialogStore } from '../../state/dialog';
import { rememberPreviousRoute } from '../../state/previous-route';
import { restrictedStore } from '../../state/restricted';
import { sessionStore, setSignedIn } from '../../state/session';
import { venueStore } from '../../state/venue';
import { mockFetch, type Call } from '../../test/fetch-mock';
import { renderApp, resetUiState } from './render-app';

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };
const user = (venues: [id: string, deleted?: boolean][]): SyncedUser => ({
  id: 'u1',
  venues: venues.map(([id, deleted = false]) => ({ id, venue_name: `Venue ${id}`, deleted })),
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
});
const venueData = (id: string) => ({
  venue: { id, venue_name: `Venue ${id}` },
  settings: {
    PROFILE: { skey: 'PROFILE', venue_name: `Venue ${id}`, phone: '555 0100', timestamp: 1 },
  },
});

function server(routes: (call: Call) => { status?: number; body?: unknown } | undefined) {
  return mockFetch((call) => {
    const answer = routes(call);
    if (answer) return answer;
    if (call.url === '/api/user') return { body: sessionStore.get().user };
    if (call.url.startsWith('/api/venues/'))
      return { body: venueData(call.url.split('/').at(-1)!) };
    return { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
}

beforeEach(() => {
  resetUiState();
  localStorage.clear();
  venueStore.reset();
  restrictedStore.reset();
  setTokenProvider(async () => 'tok');
});

afterEach(() => vi.unstubAllGlobals());

describe('/venue-select', () => {
  it('lists the live venues, PRO by position below the allowed count (deleted ones not counted), and opening one loads it and goes back', async () => {
    setSignedIn(account, { ...user([['b', true], ['a'], ['c']]), allowedVenueCount: 1 });
    rememberPreviousRoute('/recipes');
    server(() => undefined);
    const { router } = await renderApp('/venue-select');
    const names = screen.getAllByTestId('venue-option-name').map((n) => n.textContent);
    expect(names).toEqual(['Venue a', 'Venue c']);
    const badges = screen
      .getAllByTestId('venue-option')
      .map((option) => within(option).getByTestId('pro-badge').textContent);
    expect(badges).toEqual(['PRO', 'FREE']);
    fireEvent.click(screen.getByRole('button', { name: 'Open Venue c' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(venueStore.get().current?.id).toBe('c');
    expect(localStorage.getItem('lastVID')).toBe('c');
    const current = await screen.findByTestId('current-venue');
    expect(within(current).getByTestId('pro-badge').textContent).toBe('FREE');
  });
});

describe('/venue-add', () => {
  it('creates the venue with its profile and opens the dashboard', async () => {
    setSignedIn(account, user([]));
    const calls = server(({ method, url }) =>
      method === 'POST' && url === '/api/venues'
        ? { body: { user: user([['n1']]), venue: { id: 'n1', venue_name: 'Venue n1' } } }
        : undefined,
    );
    const { router } = await renderApp('/venue-add');
    const ui = userEvent.setup();
    await ui.click(screen.getByLabelText('Venue name', { exact: false }));
    await ui.paste('Venue n1');
    await ui.click(screen.getByLabelText('Address'));
    await ui.paste('1 High St');
    await ui.click(screen.getByRole('button', { name: 'Create venue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      flag: 'add',
      venue: {
        venue_name: 'Venue n1',
        PROFILE: { address: '1 High St', phone: '', email: '', website: '', cuisine: '' },
      },
    });
    expect(venueStore.get().current?.id).toBe('n1');
  });
});

describe('/venue-edit/{id}', () => {
  it('edits the profile, and deletes the venue after confirmation', async () => {
    setSignedIn(account, user([['a'], ['b']]));
    const calls = server(({ method }) => {
      if (method === 'POST') return { body: { user: user([['a'], ['b']]), venue: {} } };
      if (method === 'DELETE') return { body: user([['a'], ['b', true]]) };
      return undefined;
    });
    const { router } = await renderApp('/venue-edit/b');
    const name = (await screen.findByLabelText('Venue name', { exact: false })) as HTMLInputElement;
    expect(name.value).toBe('Venue b');
    expect(screen.getByTestId('pro-badge').textContent).toBe('FREE');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/subscription-manage',
    );
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('555 0100');

    fireEvent.click(screen.getByRole('button', { name: 'Save venue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      flag: 'edit',
      venue: { id: 'b', venue_name: 'Venue b' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete venue' }));
    await waitFor(() => expect(dialogStore.get()).toHaveLength(1));
    expect(dialogStore.get()[0]?.title).toBe('Delete venue');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete venue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venue-select'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/venues/b')).toBe(true);
  });

  it('says when the venue is not there', async () => {
    setSignedIn(account, user([['a']]));
    server(({ url }) =>
      url === '/api/venues/zz'
        ? { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'Venue not found' } }
        : undefined,
    );
    await renderApp('/venue-edit/zz');
    expect((await screen.findByRole('alert')).textContent).toContain('was not found');
  });
});
