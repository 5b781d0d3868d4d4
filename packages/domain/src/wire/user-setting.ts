import { z } from 'zod';
import { LABEL_FORMAT_IDS, normaliseLabelFormat } from '../labels/label-formats';
import { CURRENCY_SYMBOLS } from '../display/currencies';

const positive = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive(`${field} must be above 0`)
    .max(1e6);

/**
 * Body of "update setting" (product spec §7): exactly one user setting. The custom conversion
 * values of costing-model §1 may be overridden, the pound never; a legacy label format value
 * (uk, us, au, ca) is stored as its current format.
 */
export const userSettingSchema = z.union([
  z.strictObject({
    currency: z
      .string()
      .refine((v) => CURRENCY_SYMBOLS.includes(v), 'is not one of the 35 currency symbols'),
  }),
  z.strictObject({ metricOnly: z.boolean() }),
  z.strictObject({
    nutritionLabelFormat: z.string().transform((v, ctx) => {
      const format = normaliseLabelFormat(v);
      if (!format) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${LABEL_FORMAT_IDS.join(', ')}` });
        return z.NEVER;
      }
      return format;
    }),
  }),
  z
    .strictObject({
      cupML: positive('cupML'),
      tbspML: positive('tbspML'),
      tspML: positive('tspML'),
      flozML: positive('flozML'),
      ozG: positive('ozG'),
      gallonML: positive('gallonML'),
      peckML: positive('peckML'),
      bushelML: positive('bushelML'),
    })
    .partial()
    .refine((v) => Object.keys(v).length > 0, 'names no setting'),
]);

export const userSettingUpdateSchema = z.object({ setting: userSettingSchema });
export type UserSettingUpdate = z.infer<typeof userSettingUpdateSchema>;
/** One setting as the browser sends it. */
export type UserSettingInput = z.input<typeof userSettingSchema>;
