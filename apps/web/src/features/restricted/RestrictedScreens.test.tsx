import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { openRestrictedPanel, restrictedPanelStore } from '../../state/restricted-panel';
import { setSignedIn } from '../../state/session';
import { mockFetch } from '../../test/fetch-mock';
import { RestrictedIndicator } from './RestrictedIndicator';
import { RestrictedPanel } from './RestrictedPanel';
import { RestrictedResetPage } from './RestrictedResetPage';

const user: SyncedUser = {
  id: 'u1',
  venues: [{ id: 'v1', venue_name: 'Bistro', deleted: false }],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: true,
  email: 'sam@bistro.example',
};

beforeEach(() => {
  restrictedStore.reset();
  restrictedPanelStore.reset();
  setTokenProvider(async () => 'tok');
});
afterEach(() => vi.unstubAllGlobals());

const renderScreens = (path = '/') =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <RestrictedIndicator />
            <RestrictedPanel />
          </>
        ),
      },
      { path: '/restricted-reset', element: <RestrictedResetPage /> },
    ],
    path,
  );

describe('restricted mode in French', () => {
  it('shows the lock and the panel in French, and checks the code in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderScreens();
    const lock = screen.getByTestId('restricted-indicator');
    expect(lock.getAttribute('aria-label')).toBe(
      'Le mode restreint est activé : ouvrir le mode restreint',
    );
    expect(lock.textContent).toBe('Restreint');
    act(() => openRestrictedPanel());
    expect(await screen.findByText('Mode restreint')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le mode restreint' }));
    expect(
      await screen.findByText('Le code doit compter de 4 à 12 lettres ou chiffres.'),
    ).toBeTruthy();
  });

  it('switches the open panel to French when the language changes', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: false, on: false });
    renderScreens();
    act(() => openRestrictedPanel());
    expect(await screen.findByRole('button', { name: 'Set code' })).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Définir le code' })).toBeTruthy();
    expect(screen.getByLabelText('Confirmer le code')).toBeTruthy();
  });

  it('sends the reset code and says so in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    act(() =>
      setSignedIn({ homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam' }, user),
    );
    mockFetch(() => ({ status: 200, body: { sent: true } }));
    renderScreens('/restricted-reset');
    expect(screen.getByRole('heading', { name: 'Réinitialiser le mode restreint' })).toBeTruthy();
    expect(screen.getByText(/^1\. Nous envoyons un code .* à sam@bistro\.example\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le code de réinitialisation' }));
    expect(await screen.findByRole('button', { name: 'Envoyer un autre code' })).toBeTruthy();
    expect(flashStore.get().map((m) => m.text)).toContain(
      'Code de réinitialisation envoyé à sam@bistro.example.',
    );
  });
});
