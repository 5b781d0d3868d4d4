import {
  OVERRIDE_FIELDS,
  type SyncKind,
  type UnitOverrides,
  type UnitsInput,
} from '@larder/domain';
import type { LocalChange } from './change';
import type { ProStatus } from './trial-limit';

/** The keys of one kind that a change wrote. */
export interface WrittenKeys {
  kind: SyncKind;
  keys: readonly string[];
  /**
   * Master items: the cost mark of each record written (`costMark`, in the order of `keys`),
   * so the context that planned the same change can tell whether its plan came out the same.
   */
  marks?: readonly string[];
}

/** What a local change was planned with: the write's time, the unit sizes and the Pro status. */
export interface PlannedWith {
  /** The write's time (ms): records carry it as their timestamp. */
  now: number;
  units: UnitsInput;
  pro: ProStatus;
}

/**
 * A staged save sent to be written by another context of this device (the tab's data worker):
 * only what the user saved and what the page planned it with cross, never the re-costed
 * records, since the writer plans the same change against its own copy of the catalogue (the
 * domain is deterministic: same catalogue, units, Pro status and time give the same plan).
 */
export interface StagedWrite {
  change: LocalChange;
  now: number;
  /** The unit sizes, as overrides (a plain object that crosses to a worker). */
  units: UnitOverrides | undefined;
  pro: ProStatus;
  /** The context that made the save: the writer announces the write under it. */
  origin: string;
}

/** Writes a staged save elsewhere; gives every key written by kind, or rejects as the write path does. */
export type StagedWriter = (write: StagedWrite) => Promise<readonly WrittenKeys[]>;

/**
 * The unit sizes of a plan as overrides that can cross to a worker: the override fields that
 * hold numbers (the page passes the signed-in user's record, which holds more). A prepared
 * unit table cannot be told as overrides: null, and the save is written where it was made.
 */
export function overridesOf(units: UnitsInput): UnitOverrides | undefined | null {
  if (units === undefined || units === null) return undefined;
  if ('spellings' in units && units.spellings instanceof Map) return null;
  const overrides: Record<string, number> = {};
  for (const field of OVERRIDE_FIELDS) {
    const value = (units as Record<string, unknown>)[field];
    if (typeof value === 'number') overrides[field] = value;
  }
  return overrides as UnitOverrides;
}
