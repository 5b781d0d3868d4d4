import { beforeEach, describe, expect, it } from 'vitest';
import {
  installSignInFlow,
  isSignedIn,
  refreshAccounts,
  sessionStore,
  setSignedIn,
  setSignedOut,
  signIn,
  unavailableSignInFlow,
} from './session';

const sam = {
  homeAccountId: 's1.https://id',
  localAccountId: 's1',
  username: 'sam@bistro.example',
};
const kim = {
  homeAccountId: 'k1.https://id',
  localAccountId: 'k1',
  username: 'kim@bistro.example',
};

beforeEach(() => {
  sessionStore.reset();
  installSignInFlow(unavailableSignInFlow);
});

describe('session', () => {
  it('starts signed out, at startup, without accounts', () => {
    expect(sessionStore.get()).toMatchObject({
      status: 'signed-out',
      accounts: [],
      account: null,
      interaction: 'startup',
      user: null,
    });
    expect(isSignedIn()).toBe(false);
  });

  it('follows sign-in and sign-out', () => {
    setSignedIn(sam);
    expect(isSignedIn()).toBe(true);
    expect(sessionStore.get().accounts).toEqual([sam]);
    expect(sessionStore.get().interaction).toBe('idle');
    setSignedOut();
    expect(isSignedIn()).toBe(false);
  });

  it('never signs in an account without a username', () => {
    setSignedIn({ ...sam, username: '' });
    expect(isSignedIn()).toBe(false);
  });

  it('refreshes the account list only when it changed; the last account becomes active', () => {
    expect(refreshAccounts([])).toBe(false);
    expect(refreshAccounts([sam, kim])).toBe(true);
    expect(sessionStore.get().account).toEqual(kim);
    const before = sessionStore.get();
    expect(refreshAccounts([{ ...sam }, { ...kim }])).toBe(false);
    expect(sessionStore.get()).toBe(before);
  });

  it('keeps the active account while it is listed, and signs out when it is removed', () => {
    setSignedIn(sam);
    refreshAccounts([sam, kim]);
    expect(sessionStore.get().account).toEqual(sam);
    expect(isSignedIn()).toBe(true);
    refreshAccounts([]);
    expect(isSignedIn()).toBe(false);
    expect(sessionStore.get().account).toBeNull();
  });

  it('reports that the sign-in flow is not available until one is installed', async () => {
    await expect(signIn()).resolves.toEqual({ ok: false, reason: 'not-available' });
    expect(isSignedIn()).toBe(false);
  });
});
