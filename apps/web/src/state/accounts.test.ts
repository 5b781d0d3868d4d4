import { describe, expect, it } from 'vitest';
import { accountsEqual, isLoggedIn, type Account } from './accounts';

const a: Account = { homeAccountId: 'a.iss', localAccountId: 'a', username: 'a@x.example' };
const b: Account = { homeAccountId: 'b.iss', localAccountId: 'b', username: 'b@x.example' };

describe('account list equality (spec section 3)', () => {
  it('holds for two empty lists and for equal lists of copies', () => {
    expect(accountsEqual([], [])).toBe(true);
    expect(accountsEqual([a, b], [{ ...a }, { ...b }])).toBe(true);
  });

  it('needs the same length', () => {
    expect(accountsEqual([a], [a, b])).toBe(false);
    expect(accountsEqual([a, b], [a])).toBe(false);
    expect(accountsEqual([], [a])).toBe(false);
  });

  it('compares pair by pair, in order', () => {
    expect(accountsEqual([a, b], [b, a])).toBe(false);
  });

  it('needs each pair to match on all three fields', () => {
    expect(accountsEqual([a], [{ ...a, homeAccountId: 'other' }])).toBe(false);
    expect(accountsEqual([a], [{ ...a, localAccountId: 'other' }])).toBe(false);
    expect(accountsEqual([a], [{ ...a, username: 'other@x.example' }])).toBe(false);
  });
});

describe('logged in', () => {
  it('means an account with a username', () => {
    expect(isLoggedIn(a)).toBe(true);
    expect(isLoggedIn({ ...a, username: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});
