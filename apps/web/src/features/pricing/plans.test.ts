import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  formatAmount,
  packLabel,
  planForVenues,
  planLabel,
  PRO_PRICE_PER_VENUE_PER_YEAR,
  STORE_PACKS,
  YEARLY_PLANS,
} from './plans';

describe('pricing constants (spec sections 3 and 9)', () => {
  it('prices Pro at 79.99 per venue per year', () => {
    expect(PRO_PRICE_PER_VENUE_PER_YEAR).toBe(79.99);
  });

  it('sells five yearly plans for 1 to 5 venues, up to 399.95', () => {
    expect(YEARLY_PLANS.map((p) => [p.venues, p.amount])).toEqual([
      [1, 79.99],
      [2, 159.98],
      [3, 239.97],
      [4, 319.96],
      [5, 399.95],
    ]);
  });

  it('charges the same per venue in every plan', () => {
    for (const plan of YEARLY_PLANS) {
      expect(plan.amount).toBeCloseTo(PRO_PRICE_PER_VENUE_PER_YEAR * plan.venues, 10);
    }
  });

  it('gives each plan a label and a distinct plan id', () => {
    for (const plan of YEARLY_PLANS) {
      expect(planLabel(plan.venues)).toContain(String(plan.venues));
      expect(plan.planId).toBe(`pro-${plan.venues}`);
    }
    expect(planLabel(1)).toBe('Pro, 1 venue');
    expect(planLabel(3)).toBe('Pro, 3 venues');
    expect(packLabel(1)).toBe('Pro licence, 1 venue');
    expect(packLabel(30)).toBe('Pro licence, 30 venues');
    expect(new Set(YEARLY_PLANS.map((p) => p.planId)).size).toBe(5);
  });

  it('sells store packs of 1, 2, 3, 5, 10, 20 and 30 venues, each with a product id', () => {
    expect(STORE_PACKS.map((p) => p.venues)).toEqual([1, 2, 3, 5, 10, 20, 30]);
    expect(new Set(STORE_PACKS.map((p) => p.productId)).size).toBe(7);
    for (const pack of STORE_PACKS) expect(pack.productId).not.toBe('');
  });

  it('finds a plan by venue count', () => {
    expect(planForVenues(3)?.amount).toBe(239.97);
    expect(planForVenues(6)).toBeUndefined();
  });

  it('formats amounts with two decimals and the dollar sign', () => {
    expect(formatAmount(79.99)).toBe('$79.99');
    expect(formatAmount(399.95)).toBe('$399.95');
    expect(formatAmount(1234.5)).toBe('$1,234.50');
  });

  it('names and prices the plans in French', async () => {
    await i18n.changeLanguage('fr');
    expect(planLabel(1)).toBe('Pro, 1 établissement');
    expect(planLabel(5)).toBe('Pro, 5 établissements');
    expect(packLabel(10)).toBe('Licence Pro, 10 établissements');
    expect(formatAmount(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 $');
  });
});
