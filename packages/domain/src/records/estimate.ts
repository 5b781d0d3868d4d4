import { z } from 'zod';
import { flag, foodkey, text, timestamp } from './fields';
import { calendarDate, nonNegative, positiveAmount, recordName, skey } from './operation-fields';

/** The states of an estimate (operations-model §6). */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/**
 * How a line is priced (operations-model §6): at the recipe's sale price, or at its cost over
 * the target food cost.
 */
export const ESTIMATE_PRICINGS = ['sale', 'target'] as const;
export type EstimatePricing = (typeof ESTIMATE_PRICINGS)[number];

/** The kinds of discount (operations-model §6): an amount, or a percent of the subtotal. */
export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * A recipe line of an estimate (operations-model §6): servings above 0, how it is priced, and
 * a unit price of 0 or more that overrides the priced one when given.
 */
export const estimateLineSchema = z.looseObject({
  foodkey,
  qty: positiveAmount,
  pricing: z.enum(ESTIMATE_PRICINGS),
  unitPrice: nonNegative.nullish(),
});

/** A fixed extra line (staff, hire, delivery): its label and an amount of 0 or more. */
export const estimateExtraSchema = z.looseObject({
  label: recordName,
  amount: nonNegative,
});

/** A discount: an amount or a percent, 0 or more (above the subtotal is the form's check). */
export const estimateDiscountSchema = z.looseObject({
  kind: z.enum(DISCOUNT_KINDS),
  value: nonNegative,
});

/** Who the estimate is for; every field optional. */
export const estimateCustomerSchema = z.looseObject({ name: text, email: text });

/**
 * An estimate, a quote (operations-model §6): title, date, the event it prices (optional),
 * customer, status, recipe lines, extras, discount, tax percent and notes. Its number is not
 * here: the server gives it (`estimate-number` records).
 */
export const estimateSchema = z.looseObject({
  skey,
  title: recordName,
  date: calendarDate,
  eventKey: text,
  customer: estimateCustomerSchema.nullish(),
  status: z.enum(ESTIMATE_STATUSES),
  lines: z.array(estimateLineSchema),
  extras: z.array(estimateExtraSchema),
  discount: estimateDiscountSchema.nullish(),
  taxPercent: nonNegative,
  notes: text,
  deleted: flag,
  timestamp,
});

export type EstimateLine = z.infer<typeof estimateLineSchema>;
export type EstimateExtra = z.infer<typeof estimateExtraSchema>;
export type EstimateDiscount = z.infer<typeof estimateDiscountSchema>;
export type EstimateCustomer = z.infer<typeof estimateCustomerSchema>;
export type Estimate = z.infer<typeof estimateSchema>;
