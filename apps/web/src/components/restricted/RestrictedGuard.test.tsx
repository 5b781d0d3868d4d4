import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { restrictedStore } from '../../state/restricted';
import { renderRoutes } from '../catalogue/test-store';
import { RestrictedGuard } from './RestrictedGuard';

const guard = (what: string) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <RestrictedGuard what={what}>
            <p>editor</p>
          </RestrictedGuard>
        ),
      },
    ],
    '/',
  );

afterEach(() => restrictedStore.reset());

describe('RestrictedGuard (spec section 6)', () => {
  it('shows the editor while editing is allowed', async () => {
    guard('recipes');
    expect(await screen.findByText('editor')).toBeTruthy();
  });

  it('says what is blocked in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    guard('recipes');
    const block = await screen.findByTestId('restricted-block');
    expect(block.textContent).toContain('Restricted mode is on');
    expect(block.textContent).toContain(
      'Editing recipes is blocked on this device while restricted mode is on.',
    );
    expect(screen.queryByText('editor')).toBeNull();
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    guard('les recettes');
    const block = await screen.findByTestId('restricted-block');
    expect(block.textContent).toContain('Le mode restreint est activé');
    expect(block.textContent).toContain('Impossible de modifier les recettes sur cet appareil');
    expect(screen.getByRole('link', { name: 'Code oublié?' })).toBeTruthy();
  });
});
