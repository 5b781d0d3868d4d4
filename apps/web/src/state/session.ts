import type { SyncedUser } from '../api/api-types';
import { i18n } from '../i18n/i18n';
import { accountsEqual, isLoggedIn, type Account } from './accounts';
import { createStore, useStore } from './create-store';

export { accountsEqual, isLoggedIn, type Account };

/** Where the sign-in step is (spec section 4). */
export type InteractionStatus = 'startup' | 'in progress' | 'idle';

export interface Session {
  status: 'signed-out' | 'signed-in';
  /** Accounts the sign-in cache holds. */
  accounts: readonly Account[];
  /** The active account. */
  account: Account | null;
  interaction: InteractionStatus;
  /** The synced user (GET /api/user), once loaded. */
  user: SyncedUser | null;
}

const INITIAL: Session = {
  status: 'signed-out',
  accounts: [],
  account: null,
  interaction: 'startup',
  user: null,
};

/** Session state (spec section 4): signed out until the sign-in flow says otherwise. */
export const sessionStore = createStore<Session>(INITIAL);

export function isSignedIn(): boolean {
  return sessionStore.get().status === 'signed-in';
}

/** Marks the session signed in (called by the sign-in flow once it has an account). */
export function setSignedIn(account: Account, user: SyncedUser | null = null): void {
  if (!isLoggedIn(account)) return;
  sessionStore.set((current) => ({
    ...current,
    status: 'signed-in',
    account,
    accounts: current.accounts.some((a) => accountsEqual([a], [account]))
      ? current.accounts
      : [...current.accounts, account],
    user,
    interaction: 'idle',
  }));
}

export function setSignedOut(): void {
  sessionStore.set((current) => ({ ...INITIAL, interaction: current.interaction }));
}

/**
 * Replaces the account list when it changed (provider events, spec section 4). The active
 * account stays when it is still listed; otherwise the last account becomes active. Answers
 * whether the list changed.
 */
export function refreshAccounts(next: readonly Account[]): boolean {
  const current = sessionStore.get();
  if (accountsEqual(current.accounts, next)) return false;
  const active =
    current.account && next.some((a) => accountsEqual([a], [current.account!]))
      ? current.account
      : (next.at(-1) ?? null);
  const stillSignedIn = current.status === 'signed-in' && isLoggedIn(active);
  sessionStore.set({
    ...current,
    accounts: [...next],
    account: active,
    status: stillSignedIn ? 'signed-in' : 'signed-out',
    user: stillSignedIn ? current.user : null,
  });
  return true;
}

export function setInteraction(interaction: InteractionStatus): void {
  sessionStore.set((current) =>
    current.interaction === interaction ? current : { ...current, interaction },
  );
}

/** Replaces the synced user (after a call that answers the user). */
export function setSessionUser(user: SyncedUser): void {
  sessionStore.set((current) => ({ ...current, user }));
}

export function currentUser(): SyncedUser | null {
  return sessionStore.get().user;
}

export type SignInResult =
  /** Signed in: go to `to`; null while a full-page redirect to the provider is under way. */
  | { ok: true; to: string | null }
  | { ok: false; reason: 'not-available' }
  | { ok: false; reason: 'failed'; message: string };

/** What the sign-in guard learns from trying to restore a session. */
export type RestoreResult = { ok: false } | { ok: true; redirect: string | null };

/** The sign-in step; the real one (oidc-client-ts) is installed by start-app.tsx. */
export interface SignInFlow {
  /** Interactive sign-in from /signin: silent sign-on first, else a full-page redirect. */
  signIn(): Promise<SignInResult>;
  /** Restores a session without interaction for the guard of `requestedPath`. */
  restore(requestedPath: string): Promise<RestoreResult>;
  /** Completes the provider's redirect on /auth2; answers where to go next. */
  completeRedirect(url: string): Promise<{ ok: true; to: string } | { ok: false; message: string }>;
  /**
   * Signs out: closes this user's data on the device, then the provider session. After
   * "Delete account", `accountDeleted` clears the device of the account entirely (its local
   * keys too), skips the provider (its session is gone with the account) and lands on the
   * public home with `notice`.
   */
  signOut(options?: SignOutOptions): Promise<void>;
}

export interface SignOutOptions {
  accountDeleted?: { notice: string };
}

/** Until a flow is installed (unit tests), sign-in reports that it is not available. */
export const unavailableSignInFlow: SignInFlow = {
  signIn: async () => ({ ok: false, reason: 'not-available' }),
  restore: async () => ({ ok: false }),
  completeRedirect: async () => ({ ok: false, message: i18n.t('app:signIn.notAvailable') }),
  signOut: async () => setSignedOut(),
};

let flow: SignInFlow = unavailableSignInFlow;

export function installSignInFlow(next: SignInFlow): void {
  flow = next;
}

export function signInFlow(): SignInFlow {
  return flow;
}

/** Starts sign-in with the identity provider (the seam used by the sign-in page). */
export function signIn(): Promise<SignInResult> {
  return flow.signIn();
}

export function signOut(options?: SignOutOptions): Promise<void> {
  return flow.signOut(options);
}

export function useSession(): Session {
  return useStore(sessionStore);
}
