import { describe, expect, it } from 'vitest';
import { ingredientSchema } from './ingredient';
import { packagingItemSchema } from './packaging-item';
import { parseItem, parseRecord } from './parse-record';

describe('par level field (operations-model §3)', () => {
  it('a stored ingredient or packaging item without par still parses, and keeps no par', () => {
    const flour = parseItem({ type: 'single', foodkey: 'FLOUR', purchaseprice: 30 });
    expect(flour.ok).toBe(true);
    expect(flour.ok && 'par' in flour.value).toBe(false);
    expect(parseItem({ type: 'packaging', foodkey: 'BOX', purchaseqty: 100 }).ok).toBe(true);
    expect(parseItem({ type: 'single', foodkey: 'SALT', par: null }).ok).toBe(true);
  });

  it('keeps a par level of 2 kg on an ingredient and 200 each on a packaging item', () => {
    const flour = parseRecord(ingredientSchema, { foodkey: 'FLOUR', par: { qty: 2, unit: 'kg' } });
    expect(flour.ok && flour.value.par).toEqual({ qty: 2, unit: 'kg' });
    const box = parseRecord(packagingItemSchema, {
      type: 'packaging',
      foodkey: 'BOX',
      par: { qty: 200, unit: 'each' },
    });
    expect(box.ok && box.value.par).toEqual({ qty: 200, unit: 'each' });
  });

  it('takes a par level of 0 (nothing kept beyond the need)', () => {
    expect(parseItem({ foodkey: 'A', par: { qty: 0, unit: 'g' } }).ok).toBe(true);
  });

  it('refuses a negative quantity naming par.qty (at least 0)', () => {
    for (const data of [
      { foodkey: 'A', par: { qty: -1, unit: 'kg' } },
      { type: 'packaging', foodkey: 'BOX', par: { qty: -0.5, unit: 'each' } },
    ]) {
      const r = parseItem(data);
      expect(!r.ok && r.error[0]).toMatchObject({
        reason: 'field-too-small',
        path: 'par.qty',
        params: { minimum: 0 },
      });
    }
  });

  it('refuses a quantity that is not a number naming par.qty', () => {
    for (const qty of ['2', 'lots', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = parseItem({ foodkey: 'A', par: { qty, unit: 'kg' } });
      expect(!r.ok && r.error[0]).toMatchObject({ reason: 'field-type', path: 'par.qty' });
    }
    const missing = parseItem({ foodkey: 'A', par: { unit: 'kg' } });
    expect(!missing.ok && missing.error[0]).toMatchObject({
      reason: 'field-required',
      path: 'par.qty',
    });
  });

  it('refuses a par level without a unit naming par.unit', () => {
    for (const unit of ['', '  ', undefined]) {
      const r = parseItem({ foodkey: 'A', par: { qty: 2, unit } });
      expect(!r.ok && r.error[0]?.path).toBe('par.unit');
    }
  });

  it('refuses a par level that is not an object naming par', () => {
    const r = parseItem({ foodkey: 'A', par: '2 kg' });
    expect(!r.ok && r.error[0]).toMatchObject({ reason: 'field-type', path: 'par' });
  });
});
