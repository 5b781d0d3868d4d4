import { z } from 'zod';

/** A venue id: letters, digits, '-' and '_', as made by the browser or the server. */
export const venueIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');

/** The venue profile fields the product edits (the PROFILE settings record). */
export const venueProfileSchema = z.looseObject({
  address: z.string().max(300).optional(),
  phone: z.string().max(40).optional(),
  email: z.union([z.literal(''), z.string().email('must be an e-mail address')]).optional(),
  website: z
    .union([z.literal(''), z.string().regex(/^https?:\/\/\S+$/, 'must be a web address')])
    .optional(),
  cuisine: z.string().max(100).optional(),
});

/** Body of "save venue" (product spec §7): add a venue, or edit its name and profile. */
export const venueSaveSchema = z
  .object({
    flag: z.enum(['add', 'edit']),
    venue: z.object({
      id: venueIdSchema.optional(),
      venue_name: z
        .string()
        .trim()
        .min(1, 'Enter the venue name')
        .max(100, 'must be at most 100 characters'),
      PROFILE: venueProfileSchema.optional(),
    }),
  })
  .refine((v) => v.flag === 'add' || v.venue.id !== undefined, {
    message: 'is needed to edit a venue',
    path: ['venue', 'id'],
  });

export type VenueSave = z.infer<typeof venueSaveSchema>;
/** The venue as the browser sends it to "save venue". */
export type VenueSaveInput = z.input<typeof venueSaveSchema>['venue'];
