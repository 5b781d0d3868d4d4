import { z } from 'zod';
import { text } from './fields';
import { profileSettingsSchema } from './settings';

/** A venue: id, venue_name, settings and its PROFILE record (product spec §3). */
export const venueSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  venue_name: text,
  settings: z.unknown().optional(),
  PROFILE: profileSettingsSchema.omit({ skey: true }).loose().nullish(),
});

export type Venue = z.infer<typeof venueSchema>;
