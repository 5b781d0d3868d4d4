import { createStore, useStore } from './create-store';

/** The signed-in account, as the identity provider will describe it. */
export interface Account {
  id: string;
  name: string;
  username: string;
}

export type Session = { status: 'signed-out' } | { status: 'signed-in'; account: Account };

/** Session state (spec section 4): signed out until the sign-in flow says otherwise. */
export const sessionStore = createStore<Session>({ status: 'signed-out' });

export function isSignedIn(): boolean {
  return sessionStore.get().status === 'signed-in';
}

/** Marks the session signed in (called by the sign-in flow once it has an account). */
export function setSignedIn(account: Account): void {
  sessionStore.set({ status: 'signed-in', account });
}

export function setSignedOut(): void {
  sessionStore.set({ status: 'signed-out' });
}

export type SignInResult = { ok: true } | { ok: false; reason: 'not-available' };

/**
 * Starts sign-in with the identity provider. The real flow (silent sign-on, then a redirect
 * to the provider) arrives in a later issue; until then it reports that it is not available.
 */
export async function signIn(): Promise<SignInResult> {
  return { ok: false, reason: 'not-available' };
}

export function useSession(): Session {
  return useStore(sessionStore);
}
