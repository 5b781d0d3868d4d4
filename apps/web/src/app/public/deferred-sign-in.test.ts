import { describe, expect, it, vi } from 'vitest';
import { deferredSignInFlow } from './deferred-sign-in';

const signIn = vi.fn(async () => ({ ok: true as const, to: '/dash' }));
const created = vi.fn();

vi.mock('../../auth/oidc-sign-in-flow', () => ({
  createOidcSignInFlow: () => {
    created();
    return { signIn, restore: vi.fn(), completeRedirect: vi.fn(), signOut: vi.fn() };
  },
}));

describe('deferredSignInFlow', () => {
  it('loads the sign-in flow on the first sign-in only, once, and hands the call on', async () => {
    const flow = deferredSignInFlow();
    expect(created).not.toHaveBeenCalled();
    expect(await flow.signIn()).toEqual({ ok: true, to: '/dash' });
    await flow.signIn();
    expect(created).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
