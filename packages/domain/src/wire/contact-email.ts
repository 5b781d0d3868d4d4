import { z } from 'zod';

/** Body of "send email" (product spec §7): the contact form. */
export const contactEmailSchema = z.object({
  emailObject: z.object({
    name: z.string().trim().min(1, 'Enter your name').max(100),
    email: z.string().trim().email('Enter a valid e-mail address'),
    subject: z.string().trim().max(150).optional(),
    message: z
      .string()
      .trim()
      .min(1, 'Enter a message')
      .max(5000, 'must be at most 5000 characters'),
  }),
});

export type ContactEmail = z.infer<typeof contactEmailSchema>['emailObject'];
