import { z } from 'zod';
import { LABEL_FORMAT_IDS, normaliseLabelFormat } from '../labels/label-formats';
import { CURRENCY_SYMBOLS } from '../display/currencies';

const positive = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive(`${field} must be above 0`)
    .max(1e6);

/** The settings that are changed one at a time; the conversion values may go together. */
const SINGLE_SETTINGS = ['currency', 'metricOnly', 'nutritionLabelFormat', 'uwpSynced'] as const;

/**
 * Body of "update setting" (product spec §7): exactly one user setting, or conversion values
 * together. `uwpSynced` only ever becomes true: the device sets it once the legacy Windows-app
 * sync has completed twice (product spec §4 "Sync loop"). The custom conversion values of costing-model §1 may be overridden, the pound
 * never; a legacy label format value (uk, us, au, ca) is stored as its current format. One
 * object with every setting optional, so that a bad value names its own field.
 */
export const userSettingSchema = z
  .strictObject({
    currency: z.enum(CURRENCY_SYMBOLS as unknown as [string, ...string[]]).optional(),
    metricOnly: z.boolean().optional(),
    uwpSynced: z.literal(true, { error: 'uwpSynced can only be set to true' }).optional(),
    nutritionLabelFormat: z
      .string()
      .transform((v, ctx) => {
        const format = normaliseLabelFormat(v);
        if (!format) {
          ctx.addIssue({
            code: 'invalid_value',
            values: [...LABEL_FORMAT_IDS],
            message: `must be one of ${LABEL_FORMAT_IDS.join(', ')}`,
          });
          return z.NEVER;
        }
        return format;
      })
      .optional(),
    cupML: positive('cupML').optional(),
    tbspML: positive('tbspML').optional(),
    tspML: positive('tspML').optional(),
    flozML: positive('flozML').optional(),
    ozG: positive('ozG').optional(),
    gallonML: positive('gallonML').optional(),
    peckML: positive('peckML').optional(),
    bushelML: positive('bushelML').optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'names no setting')
  .refine(
    (v) =>
      Object.keys(v).length === 1 ||
      !SINGLE_SETTINGS.some((name) => (v as Record<string, unknown>)[name] !== undefined),
    'names more than one setting',
  );

export const userSettingUpdateSchema = z.object({ setting: userSettingSchema });
export type UserSettingUpdate = z.infer<typeof userSettingUpdateSchema>;
/** One setting as the browser sends it. */
export type UserSettingInput = z.input<typeof userSettingSchema>;
