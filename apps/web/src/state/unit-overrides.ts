import { OVERRIDE_FIELDS, type UnitOverrides } from '@larder/domain';
import type { SyncedUser } from '../api/api-types';

/** The user's unit size overrides (cupML, ozG, ...) from the synced user record. */
export function unitOverridesOf(user: SyncedUser | null): UnitOverrides {
  const overrides: Record<string, number> = {};
  if (!user) return overrides;
  for (const field of OVERRIDE_FIELDS) {
    const value = user[field];
    if (typeof value === 'number') overrides[field] = value;
  }
  return overrides;
}
