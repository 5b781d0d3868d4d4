import { describe, expect, it } from 'vitest';
import { box } from '../testing/fixtures';
import { itemUnitCosts } from './item-unit-costs';

describe('packaging item costs (costing-model §4)', () => {
  it('eachcost = purchase price / purchase qty', () => {
    expect(itemUnitCosts(box())).toEqual({ gramcost: null, mlcost: null, eachcost: 0.25 });
  });

  it('missing or zero qty gives null', () => {
    expect(itemUnitCosts(box({ purchaseqty: 0 })).eachcost).toBeNull();
    expect(itemUnitCosts(box({ purchaseprice: null })).eachcost).toBeNull();
  });
});
