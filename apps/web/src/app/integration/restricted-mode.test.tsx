import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { flashStore } from '../../state/flash';
import { evaluateRestricted, restrictedStore } from '../../state/restricted';
import { openRestrictedPanel, restrictedPanelStore } from '../../state/restricted-panel';
import { setSignedIn } from '../../state/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp, resetUiState } from './render-app';

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };
const user = (restricted: boolean): SyncedUser => ({
  id: 'u1',
  venues: [{ id: 'v1', venue_name: 'Bistro', deleted: false }],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted,
  email: 'sam@bistro.example',
});

beforeEach(() => {
  resetUiState();
  localStorage.clear();
  restrictedStore.reset();
  restrictedPanelStore.reset();
  setTokenProvider(async () => 'tok');
});

afterEach(() => vi.unstubAllGlobals());

function signInWith(restricted: boolean, on: boolean) {
  if (on) localStorage.setItem('restricted_u1', '100');
  setSignedIn(account, user(restricted));
  evaluateRestricted(user(restricted));
}

describe('restricted mode in the app', () => {
  it('blocks the venue profile editor with a clear message', async () => {
    mockFetch(() => ({ body: {} }));
    signInWith(true, true);
    await renderApp('/venue-edit/v1');
    expect(screen.getByTestId('restricted-block').textContent).toContain(
      'Editing the venue profile is blocked',
    );
    expect(screen.queryByRole('form', { name: 'Venue form' })).toBeNull();
  });

  it('shows a lock in the app layout, and turning it off needs the right code', async () => {
    const calls = mockFetch(({ body }) => ({
      body: { valid: (body as { restrictedCode: string }).restrictedCode === btoa('4321') },
    }));
    signInWith(true, true);
    await renderApp('/dash');
    fireEvent.click(await screen.findByTestId('restricted-indicator'));
    const ui = userEvent.setup();
    const code = await screen.findByLabelText('Code');
    await ui.click(code);
    await ui.paste('1111');
    await ui.click(screen.getByRole('button', { name: 'Turn restricted mode off' }));
    expect(await screen.findByText('Code: this is not the restricted code.')).toBeTruthy();
    expect(restrictedStore.get().on).toBe(true);

    await ui.clear(screen.getByLabelText('Code'));
    await ui.paste('4321');
    await ui.click(screen.getByRole('button', { name: 'Turn restricted mode off' }));
    await waitFor(() => expect(restrictedStore.get().on).toBe(false));
    expect(localStorage.getItem('restricted_u1')).toBe('0');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/user/restricted/verify',
      '/api/user/restricted/verify',
    ]);
    expect(screen.queryByTestId('restricted-indicator')).toBeNull();
  });

  it('sets a code with its confirmation, then may be turned on', async () => {
    const calls = mockFetch(() => ({ body: user(true) }));
    signInWith(false, false);
    await renderApp('/dash');
    act(() => openRestrictedPanel());
    const ui = userEvent.setup();
    await ui.click(await screen.findByLabelText('Code'));
    await ui.paste('abcd');
    await ui.click(screen.getByLabelText('Code again'));
    await ui.paste('abcd');
    await ui.click(screen.getByRole('button', { name: 'Set code' }));
    await screen.findByRole('button', { name: 'Turn restricted mode on' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/user/restricted',
      body: { restrictedCode: btoa('abcd') },
    });
    await ui.click(screen.getByRole('button', { name: 'Turn restricted mode on' }));
    expect(restrictedStore.get().on).toBe(true);
    expect(localStorage.getItem('restricted_u1')).toBe('100');
  });
});

describe('/restricted-reset', () => {
  it('sends the reset code, refuses a wrong code and clears with the right one', async () => {
    mockFetch(({ url, body }) => {
      if (url.endsWith('/reset-code')) return { body: { sent: true } };
      if ((body as { code: string }).code === '123456') return { body: user(false) };
      return {
        status: 400,
        body: {
          error: 'ERR_BAD_REQUEST',
          message: 'code: The code is wrong or has expired',
          issue: { reason: 'reset-code-wrong', path: 'code' },
        },
      };
    });
    signInWith(true, true);
    await renderApp('/restricted-reset');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(flashStore.get()).toMatchObject([{ type: 'mail' }]));

    await ui.click(screen.getByLabelText('Reset code'));
    await ui.paste('999999');
    await ui.click(screen.getByRole('button', { name: 'Clear restricted code' }));
    expect((await screen.findByTestId('reset-error')).textContent).toContain(
      'The code is wrong or has expired',
    );

    await ui.clear(screen.getByLabelText('Reset code'));
    await ui.paste('123456');
    await ui.click(screen.getByRole('button', { name: 'Clear restricted code' }));
    await screen.findByTestId('restricted-reset-done');
    expect(restrictedStore.get()).toMatchObject({ codeExists: false, on: false });
  });

  it('says when reset codes were asked for too often', async () => {
    mockFetch(() => ({ status: 429, body: { error: 'ERR_RATE_LIMITED', message: 'slow down' } }));
    signInWith(true, false);
    await renderApp('/restricted-reset');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect((await screen.findByTestId('reset-send-error')).textContent).toContain('too often');
  });
});
