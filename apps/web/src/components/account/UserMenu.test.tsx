import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderRoutes } from '../catalogue/test-store';
import { accountDeletionDialogStore } from '../../state/account-deletion-dialog';
import { restrictedStore } from '../../state/restricted';
import { UserMenu } from './UserMenu';

const openMenu = async () => {
  renderRoutes([{ path: '/dash', element: <UserMenu /> }], '/dash');
  await userEvent.click(screen.getByTestId('user-menu'));
};

beforeEach(() => restrictedStore.reset());
afterEach(() => {
  accountDeletionDialogStore.reset();
  restrictedStore.reset();
});

describe('the user menu', () => {
  it('offers Delete account, which opens its dialog', async () => {
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete account…' }));
    expect(accountDeletionDialogStore.get()).toBe(true);
  });

  it('does not offer it in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete account…' })).toBeNull();
  });
});

describe('the user menu in French', () => {
  it('names its items in the interface language', async () => {
    await i18n.changeLanguage('fr');
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Supprimer le compte…' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Changer d’établissement' })).toBeTruthy();
  });
});
