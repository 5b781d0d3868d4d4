import { z } from 'zod';
import { flag, timestamp } from './fields';
import { skey } from './operation-fields';

/**
 * An estimate's number in its venue (operations-model §6 "numbered per venue"): 1, 2, 3, …
 * without gaps or duplicates. Keyed by the estimate's skey. Only the server writes these,
 * when it first stores the estimate; a device shows the estimate as a draft until then.
 */
export const estimateNumberSchema = z.looseObject({
  skey,
  number: z.number().int().min(1),
  deleted: flag,
  timestamp,
});

export type EstimateNumber = z.infer<typeof estimateNumberSchema>;
