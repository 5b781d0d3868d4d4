import { z } from 'zod';
import { numeric, text } from './fields';

/** An item's own unit, e.g. slice = 30 g (product spec §3, costing-model §1). */
export const customUnitSchema = z.looseObject({
  name: text,
  size: numeric,
  unit: text,
});

export type CustomUnit = z.infer<typeof customUnitSchema>;
