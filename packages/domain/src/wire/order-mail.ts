import { z } from 'zod';
import { calendarDate } from '../records/operation-fields';

/** The most lines one order mail carries (operations-model §3, e-mail to the supplier). */
export const MAX_ORDER_MAIL_LINES = 500;
/** The longest text of one order mail field. */
export const MAX_ORDER_MAIL_TEXT = 200;

const shortText = z.string().max(MAX_ORDER_MAIL_TEXT);

/** The languages an order mail is written in: the sender's interface language. */
export const ORDER_MAIL_LANGUAGES = ['en', 'fr'] as const;
export type OrderMailLanguage = (typeof ORDER_MAIL_LANGUAGES)[number];

/** One ordered item as mailed: its name, the supplier's code, whole units and their label. */
export const orderMailLineSchema = z.object({
  name: shortText.min(1),
  code: shortText.nullish(),
  units: z.number().int().positive().max(1_000_000),
  unit: shortText.min(1),
});

/**
 * Body of "send the order to the supplier" (operations-model §3): the supplier's key, the
 * order's day, its lines and the language of the mail (English when absent). The recipient is
 * never in the body: the server mails the supplier's stored address only.
 */
export const orderMailSchema = z.object({
  supplierKey: shortText.min(1),
  date: calendarDate,
  lines: z.array(orderMailLineSchema).min(1).max(MAX_ORDER_MAIL_LINES),
  language: z.enum(ORDER_MAIL_LANGUAGES).optional(),
});

export type OrderMailLine = z.infer<typeof orderMailLineSchema>;
export type OrderMail = z.infer<typeof orderMailSchema>;
