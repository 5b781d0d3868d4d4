import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletionAnswer, SyncedUser } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import { CODE_TEXTS } from '../../api/api-errors';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import {
  accountDeletionDialogStore,
  openAccountDeletion,
} from '../../state/account-deletion-dialog';
import {
  installSignInFlow,
  sessionStore,
  setSessionUser,
  unavailableSignInFlow,
  type SignInFlow,
} from '../../state/session';
import { mockFetch, type Call } from '../../test/fetch-mock';
import { deletedWithAccount, keptAfterDeletion } from './account-deletion-texts';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const EMAIL = 'sam@bistro.example';

const owner = (email: string | null = EMAIL): SyncedUser => ({
  id: 'u1',
  venues: [
    { id: 'a', venue_name: 'Harbour Bistro', deleted: false },
    { id: 'b', venue_name: 'Hill Cafe', deleted: false },
    { id: 'gone', venue_name: 'Old Kiosk', deleted: true },
  ],
  currency: '€',
  metricOnly: false,
  uwpSynced: false,
  restricted: false,
  allowedVenueCount: 2,
  ...(email ? { email } : {}),
});

const deleted: AccountDeletionAnswer = {
  deleted: true,
  venues: 3,
  subscriptionCancelled: true,
  externalSignIn: false,
  mailSent: true,
};

const signOut = vi.fn<SignInFlow['signOut']>(async () => undefined);

function open() {
  renderRoutes([{ path: '/dash', element: <DeleteAccountDialog /> }], '/dash');
  act(() => openAccountDeletion());
}

const deletions = (calls: Call[]) => calls.filter((c) => c.url === '/api/users/me');

beforeEach(() => {
  setTokenProvider(async () => 'tok-1');
  setSessionUser(owner());
  installSignInFlow({ ...unavailableSignInFlow, signOut });
  signOut.mockClear();
});
afterEach(() => {
  installSignInFlow(unavailableSignInFlow);
  sessionStore.reset();
  accountDeletionDialogStore.reset();
  vi.unstubAllGlobals();
});

describe('Delete account', () => {
  it('first says what goes and what stays, and deletes nothing when the owner keeps the account', async () => {
    const calls = mockFetch(() => ({ body: deleted }));
    open();
    const explain = await screen.findByTestId('delete-account-explain');
    expect(within(explain).getByText(/You have 2 venues\./)).toBeTruthy();
    for (const line of [...deletedWithAccount(), ...keptAfterDeletion()]) {
      expect(within(explain).getByText(line)).toBeTruthy();
    }
    expect(within(explain).getByText(/not ours to delete/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByTestId('delete-account-explain')).toBeNull());
    expect(calls).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('speaks French once the interface is in French, and still asks for the word DELETE', async () => {
    setSessionUser(owner(null));
    const calls = mockFetch(() => ({ body: deleted }));
    await act(() => i18n.changeLanguage('fr'));
    open();
    const explain = await screen.findByTestId('delete-account-explain');
    expect(screen.getByText('Supprimer le compte')).toBeTruthy();
    expect(within(explain).getByText(/Vous avez 2 établissements\./)).toBeTruthy();
    expect(within(explain).getByText('Ce qui est supprimé')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Pour confirmer, tapez DELETE en majuscules.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tapez DELETE'), 'delete{Enter}');
    expect(await screen.findByText('Tapez DELETE en majuscules')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('then asks for the e-mail address typed again, and refuses another one without calling the server', async () => {
    const calls = mockFetch(() => ({ body: deleted }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByTestId('delete-account-confirm');
    expect(
      within(confirm).getByText(`To confirm, type your e-mail address: ${EMAIL}`),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'sam@bistro.exampl');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('This is not your e-mail address')).toBeTruthy();
    expect(deletions(calls)).toEqual([]);
  });

  it('deletes with the typed address, shows progress, then clears the device and leaves for the home with a message', async () => {
    let answer: (value: { body: AccountDeletionAnswer }) => void = () => undefined;
    const calls = mockFetch(
      () => new Promise((resolve) => (answer = resolve)) as unknown as Promise<never>,
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(
      screen.getByLabelText('Your e-mail address'),
      ' SAM@bistro.example{Enter}',
    );
    expect(await screen.findByText('Deleting your account and clearing this device…')).toBeTruthy();
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).disabled).toBe(true);
    expect(deletions(calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', body: { confirm: 'SAM@bistro.example' } }),
    ]);
    expect(signOut).not.toHaveBeenCalled();
    answer({ body: deleted });
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(signOut).toHaveBeenCalledWith({
      accountDeleted: {
        notice: `Your account has been deleted and this device cleared. A confirmation was sent to ${EMAIL}. Your subscription was cancelled.`,
      },
    });
  });

  it('says so when the sign-in is another provider’s account, which stays', async () => {
    mockFetch(() => ({ body: { ...deleted, externalSignIn: true, subscriptionCancelled: false } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Your e-mail address'), `${EMAIL}{Enter}`);
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(signOut.mock.calls[0]![0]!.accountDeleted!.notice).toContain(
      'Your account at your sign-in provider stays: it is not ours to delete.',
    );
  });

  it('asks for the word DELETE when the account has no address', async () => {
    setSessionUser(owner(null));
    const calls = mockFetch(() => ({ body: { ...deleted, mailSent: false } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('To confirm, type DELETE in capitals.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Type DELETE'), 'delete{Enter}');
    expect(await screen.findByText('Type DELETE in capitals')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Type DELETE'));
    await userEvent.type(screen.getByLabelText('Type DELETE'), 'DELETE{Enter}');
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(deletions(calls)[0]!.body).toEqual({ confirm: 'DELETE' });
    expect(signOut.mock.calls[0]![0]!.accountDeleted!.notice).not.toContain(
      'confirmation was sent',
    );
  });

  it('shows the server’s refusal of the confirmation on the field, and keeps the device', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: 'ERR_BAD_REQUEST',
        message: 'confirm: wrong',
        issue: { reason: 'confirmation-wrong', path: 'confirm' },
      },
    }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Your e-mail address'), `${EMAIL}{Enter}`);
    expect(await screen.findByText('This is not your e-mail address')).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('shows a failure in the dialog in the spec’s style, and keeps the device', async () => {
    mockFetch(() => ({
      status: 503,
      body: { error: 'ERR_UNAVAILABLE', message: 'The payment provider did not answer' },
    }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Your e-mail address'), `${EMAIL}{Enter}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Account not deleted')).toBeTruthy();
    expect(within(alert).getByText(CODE_TEXTS.ERR_UNAVAILABLE!)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Delete account' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
  });
});
