import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuPricing } from './menu-pricing';
import { PRICE_ENDINGS, type PriceEnding } from './price-ending';

describe('menuPricing (operations-model §7, §10)', () => {
  it('net = gross / (1 + tax), food cost = cost / net x 100, gross profit = net - cost (§10)', () => {
    const p = menuPricing({
      costPerServing: 3,
      grossPrice: 11.5,
      taxPercent: 15,
      targetFoodCostPercent: 30,
      priceEnding: '.00',
    });
    expect(p.netPrice).toBeCloseTo(10, 12);
    expect(p.foodCostPercent).toBeCloseTo(30, 10);
    expect(p.grossProfit).toBeCloseTo(7, 12);
    // 3 / 0.30 x 1.15 = 11.50 rounded up to .00: 12.00
    expect(p.suggestedPrice).toBe(12);
  });

  it('without tax the net price is the gross price (§10)', () => {
    const p = menuPricing({
      costPerServing: 2.5,
      grossPrice: 10,
      taxPercent: 0,
      targetFoodCostPercent: 25,
      priceEnding: '.00',
    });
    expect(p).toEqual({ netPrice: 10, foodCostPercent: 25, grossProfit: 7.5, suggestedPrice: 10 });
  });

  it("suggested price: raw gross 10.33 gives 10.95 with '.95', 11.00 with '.00', 10.50 with '.50' (§10)", () => {
    // 3.099 / 0.30 = 10.33
    const at = (priceEnding: PriceEnding) =>
      menuPricing({
        costPerServing: 3.099,
        grossPrice: null,
        taxPercent: 0,
        targetFoodCostPercent: 30,
        priceEnding,
      }).suggestedPrice;
    expect(at('.95')).toBe(10.95);
    expect(at('.00')).toBe(11);
    expect(at('.50')).toBe(10.5);
    expect(at('.99')).toBe(10.99);
  });

  it("suggested price: raw gross 10.96 gives 11.95 with '.95' (§10)", () => {
    // 3.288 / 0.30 = 10.96
    expect(
      menuPricing({
        costPerServing: 3.288,
        grossPrice: null,
        taxPercent: 0,
        targetFoodCostPercent: 30,
        priceEnding: '.95',
      }).suggestedPrice,
    ).toBe(11.95);
  });

  it('a grossPrice of 0 gives null foodCostPercent (§10)', () => {
    const p = menuPricing({
      costPerServing: 3,
      grossPrice: 0,
      taxPercent: 10,
      targetFoodCostPercent: 30,
      priceEnding: '.00',
    });
    expect(p.netPrice).toBe(0);
    expect(p.foodCostPercent).toBeNull();
    expect(p.grossProfit).toBe(-3);
    expect(p.suggestedPrice).toBe(11);
  });

  it('a missing cost gives null food cost, gross profit and suggested price, never 0 or NaN (§10)', () => {
    expect(
      menuPricing({
        costPerServing: null,
        grossPrice: 12,
        taxPercent: 20,
        targetFoodCostPercent: 30,
        priceEnding: '.95',
      }),
    ).toEqual({ netPrice: 10, foodCostPercent: null, grossProfit: null, suggestedPrice: null });
  });

  it('a missing sale price gives null net, food cost and profit, but still a suggested price', () => {
    expect(
      menuPricing({
        costPerServing: 4,
        grossPrice: null,
        taxPercent: 0,
        targetFoodCostPercent: 30,
        priceEnding: '.50',
      }),
    ).toEqual({ netPrice: null, foodCostPercent: null, grossProfit: null, suggestedPrice: 13.5 });
  });

  it('no suggested price without a target above 0', () => {
    const p = menuPricing({
      costPerServing: 4,
      grossPrice: 10,
      taxPercent: 0,
      targetFoodCostPercent: 0,
      priceEnding: '.00',
    });
    expect(p.suggestedPrice).toBeNull();
    expect(p.foodCostPercent).toBe(40);
  });

  it('floating-point noise never adds a step: cost 3.45 at a 30 percent target suggests 11.50', () => {
    expect(
      menuPricing({
        costPerServing: 3.45,
        grossPrice: null,
        taxPercent: 0,
        targetFoodCostPercent: 30,
        priceEnding: '.50',
      }).suggestedPrice,
    ).toBe(11.5);
  });

  it("law: the suggested price's net is at least cost / target, and it is the smallest such price with its ending (§10)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(0, 5, 10, 12.5, 15, 20, 25),
        fc.constantFrom<PriceEnding>(...PRICE_ENDINGS),
        (cost, target, tax, ending) => {
          const { suggestedPrice } = menuPricing({
            costPerServing: cost,
            grossPrice: null,
            taxPercent: tax,
            targetFoodCostPercent: target,
            priceEnding: ending,
          });
          expect(suggestedPrice).not.toBeNull();
          const price = suggestedPrice as number;
          const needed = cost / (target / 100);
          const net = (gross: number) =>
            menuPricing({
              costPerServing: cost,
              grossPrice: gross,
              taxPercent: tax,
              targetFoodCostPercent: target,
              priceEnding: ending,
            }).netPrice as number;
          expect(net(price)).toBeGreaterThanOrEqual(needed * (1 - 1e-9));
          // The same ending one unit lower falls short.
          if (price >= 1) expect(net(price - 1)).toBeLessThan(needed);
          expect(Math.round(price * 100) % 100).toBe(Number(ending.slice(1)));
        },
      ),
    );
  });
});
