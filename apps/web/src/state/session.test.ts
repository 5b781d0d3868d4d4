import { beforeEach, describe, expect, it } from 'vitest';
import { isSignedIn, sessionStore, setSignedIn, setSignedOut, signIn } from './session';

beforeEach(() => setSignedOut());

describe('session', () => {
  it('starts signed out', () => {
    sessionStore.reset();
    expect(sessionStore.get()).toEqual({ status: 'signed-out' });
    expect(isSignedIn()).toBe(false);
  });

  it('follows sign-in and sign-out', () => {
    setSignedIn({ id: 'u1', name: 'Sam', username: 'sam@bistro.example' });
    expect(isSignedIn()).toBe(true);
    setSignedOut();
    expect(isSignedIn()).toBe(false);
  });

  it('reports that the sign-in flow is not available yet', async () => {
    await expect(signIn()).resolves.toEqual({ ok: false, reason: 'not-available' });
    expect(isSignedIn()).toBe(false);
  });
});
