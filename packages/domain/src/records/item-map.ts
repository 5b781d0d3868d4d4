import { z } from 'zod';
import { numeric, text } from './fields';

/** Conversion data of an item (product spec §3 `map`, costing-model §2.4). */
export const itemMapSchema = z.looseObject({
  volume_value: numeric,
  volume_unit: text,
  weight_value: numeric,
  weight_unit: text,
  each_value: numeric,
});

export type ItemMap = z.infer<typeof itemMapSchema>;
