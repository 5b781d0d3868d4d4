import { beforeEach, describe, expect, it } from 'vitest';
import {
  canEdit,
  evaluateRestricted,
  readRestrictedChoice,
  restrictedStore,
  setRestrictedMode,
  storeRestrictedChoice,
} from './restricted';

beforeEach(() => {
  localStorage.clear();
  restrictedStore.reset();
});

describe('restricted-mode choice (spec sections 3 and 4)', () => {
  it("stores '100' for on and '0' for off, per user", () => {
    expect(storeRestrictedChoice('u1', true, true)).toBe(true);
    expect(localStorage.getItem('restricted_u1')).toBe('100');
    expect(readRestrictedChoice('u1')).toBe(true);
    expect(readRestrictedChoice('u2')).toBe(false);
    expect(storeRestrictedChoice('u1', false, true)).toBe(false);
    expect(localStorage.getItem('restricted_u1')).toBe('0');
  });

  it('can be turned on only when a code exists', () => {
    expect(storeRestrictedChoice('u1', true, false)).toBe(false);
    expect(localStorage.getItem('restricted_u1')).toBeNull();
    evaluateRestricted({ id: 'u1', restricted: false });
    expect(setRestrictedMode(true)).toBe(false);
    expect(restrictedStore.get().on).toBe(false);
    expect(canEdit()).toBe(true);
  });

  it('is re-evaluated from the stored choice when the code is set', () => {
    localStorage.setItem('restricted_u1', '100');
    expect(evaluateRestricted({ id: 'u1', restricted: true })).toBe(true);
    expect(canEdit()).toBe(false);
    localStorage.setItem('restricted_u1', '0');
    expect(evaluateRestricted({ id: 'u1', restricted: true })).toBe(false);
    expect(canEdit()).toBe(true);
  });

  it('turns on and off through setRestrictedMode once a code exists', () => {
    evaluateRestricted({ id: 'u1', restricted: true });
    expect(setRestrictedMode(true)).toBe(true);
    expect(localStorage.getItem('restricted_u1')).toBe('100');
    expect(canEdit()).toBe(false);
    expect(setRestrictedMode(false)).toBe(false);
    expect(localStorage.getItem('restricted_u1')).toBe('0');
  });

  it('goes off, and stores off, when the code is cleared', () => {
    localStorage.setItem('restricted_u1', '100');
    expect(evaluateRestricted({ id: 'u1', restricted: false })).toBe(false);
    expect(localStorage.getItem('restricted_u1')).toBe('0');
  });

  it('is off without a user', () => {
    evaluateRestricted(null);
    expect(restrictedStore.get()).toEqual({ userId: null, codeExists: false, on: false });
  });
});
