import { z } from 'zod';
import { flag, list, numeric, text } from './fields';

/** A venue reference on the user record; source may be 'UWP' (product spec §3). */
export const userVenueSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  source: text,
  deleted: flag,
});

/** The user record, with optional unit overrides (product spec §3, costing-model §1). */
export const userSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  venues: list(userVenueSchema),
  uwpSynced: flag,
  currency: text,
  metricOnly: flag,
  restricted: text,
  cupML: numeric,
  tbspML: numeric,
  tspML: numeric,
  flozML: numeric,
  ozG: numeric,
  gallonML: numeric,
  peckML: numeric,
  bushelML: numeric,
});

export type UserVenue = z.infer<typeof userVenueSchema>;
export type User = z.infer<typeof userSchema>;
