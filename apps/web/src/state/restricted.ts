import { createStore, useStore } from './create-store';
import { readLocal, restrictedKey, writeLocal } from './local-keys';

export const RESTRICTED_ON = '100';
export const RESTRICTED_OFF = '0';

export interface RestrictedState {
  userId: string | null;
  /** A restricted code is set for the user (user.restricted). */
  codeExists: boolean;
  /** Restricted mode is on on this device. */
  on: boolean;
}

const INITIAL: RestrictedState = { userId: null, codeExists: false, on: false };

export const restrictedStore = createStore<RestrictedState>(INITIAL);

/** The stored choice for a user: on only when stored as '100'. */
export function readRestrictedChoice(userId: string): boolean {
  return readLocal(restrictedKey(userId)) === RESTRICTED_ON;
}

/**
 * Stores the choice ('100' on, '0' off). Restricted mode can be turned on only if a code
 * exists (spec section 4): without one, nothing is stored and the answer is false.
 * Answers whether restricted mode is now on.
 */
export function storeRestrictedChoice(userId: string, on: boolean, codeExists: boolean): boolean {
  if (on && !codeExists) return false;
  writeLocal(restrictedKey(userId), on ? RESTRICTED_ON : RESTRICTED_OFF);
  return on;
}

/**
 * Re-evaluates restricted mode for the user (at sign-in and whenever the code is set or
 * cleared): on when a code exists and the stored choice is '100'. A cleared code turns the
 * stored choice off.
 */
export function evaluateRestricted(user: { id: string; restricted: boolean } | null): boolean {
  if (!user) {
    restrictedStore.set(INITIAL);
    return false;
  }
  if (!user.restricted && readRestrictedChoice(user.id)) {
    storeRestrictedChoice(user.id, false, false);
  }
  const on = user.restricted && readRestrictedChoice(user.id);
  restrictedStore.set({ userId: user.id, codeExists: user.restricted, on });
  return on;
}

/** Turns restricted mode on or off for the current user; answers whether it is now on. */
export function setRestrictedMode(on: boolean): boolean {
  const { userId, codeExists } = restrictedStore.get();
  if (!userId) return false;
  const now = storeRestrictedChoice(userId, on, codeExists);
  restrictedStore.set((state) => ({ ...state, on: now }));
  return now;
}

/** Master items, settings and the venue profile may be edited (restricted mode is off). */
export function canEdit(state: RestrictedState = restrictedStore.get()): boolean {
  return !state.on;
}

/** Costs and prices may be shown (restricted mode is off). */
export function showCosts(state: RestrictedState = restrictedStore.get()): boolean {
  return !state.on;
}

export interface RestrictedView extends RestrictedState {
  /** Master items, settings and the venue profile may be edited. */
  canEdit: boolean;
  /** Costs and prices may be shown. */
  showCosts: boolean;
}

/** Restricted mode for screens: hide costs and prices, block editing while `on`. */
export function useRestricted(): RestrictedView {
  const state = useStore(restrictedStore);
  return { ...state, canEdit: canEdit(state), showCosts: showCosts(state) };
}
