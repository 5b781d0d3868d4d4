/** Local browser keys of spec section 3 that sign-in, venues and restricted mode use. */
export const LAST_ACCOUNT_KEY = 'last_account';
export const LAST_VENUE_KEY = 'lastVID';
/** Restricted-mode choice per user: '100' on, '0' off. */
export const restrictedKey = (userId: string): string => `restricted_${userId}`;
/** The prep and order list shown in the side panels, per venue (operations-model §2, §3). */
export const kitchenListKey = (venueId: string): string => `kitchenList_${venueId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value is only a convenience for the next start.
  }
}

export function removeLocal(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to remove
  }
}
