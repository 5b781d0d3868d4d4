import { describe, expect, it } from 'vitest';
import {
  LICENCE_PACK_SIZES,
  licenceProductId,
  packSizeOf,
  planById,
  PRO_PLANS,
  PRO_PRICE_PER_VENUE,
} from './plans';

describe('Pro plans (product spec §3 Plans, §9 Pricing)', () => {
  it('PRO_PRICE_PER_VENUE is 79.99 per venue per year', () => {
    expect(PRO_PRICE_PER_VENUE).toBe(79.99);
  });

  it('sells five yearly plans for 1 to 5 venues; 5 venues cost 399.95', () => {
    expect(PRO_PLANS.map((p) => [p.id, p.venues, p.amount])).toEqual([
      ['pro-1', 1, 79.99],
      ['pro-2', 2, 159.98],
      ['pro-3', 3, 239.97],
      ['pro-4', 4, 319.96],
      ['pro-5', 5, 399.95],
    ]);
  });

  it('knows only its own plan ids', () => {
    expect(planById('pro-3')?.venues).toBe(3);
    expect(planById('pro-6')).toBeUndefined();
    expect(planById('price_123')).toBeUndefined();
  });

  it('LICENCE_PACK_SIZES are the store packs of 1, 2, 3, 5, 10, 20 and 30 venues', () => {
    expect(LICENCE_PACK_SIZES).toEqual([1, 2, 3, 5, 10, 20, 30]);
    for (const size of LICENCE_PACK_SIZES) expect(packSizeOf(licenceProductId(size))).toBe(size);
    expect(packSizeOf('larder.pro.venues.4')).toBeUndefined();
  });
});
