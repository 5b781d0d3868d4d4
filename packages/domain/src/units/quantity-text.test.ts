import { describe, expect, it } from 'vitest';
import { parseQuantityText, quantityTextOf } from './quantity-text';

describe('a quantity typed in one cell (operations-model §3)', () => {
  it('reads a number and a unit, with or without a space: 2 kg, 1.5case, .5 L', () => {
    expect(parseQuantityText('2 kg')).toEqual({ qty: 2, unit: 'kg' });
    expect(parseQuantityText(' 1.5case ')).toEqual({ qty: 1.5, unit: 'case' });
    expect(parseQuantityText('.5 L')).toEqual({ qty: 0.5, unit: 'L' });
  });

  it('gives a catalogue unit its canonical name: 3 Kilos is 3 kg, 2 fluid ounces is 2 fl oz', () => {
    expect(parseQuantityText('3 Kilos')).toEqual({ qty: 3, unit: 'kg' });
    expect(parseQuantityText('12 pcs')).toEqual({ qty: 12, unit: 'each' });
    expect(parseQuantityText('2 FL  OZ')).toEqual({ qty: 2, unit: 'fl oz' });
  });

  it('keeps another unit as typed (a custom unit: 3 big scoop)', () => {
    expect(parseQuantityText('3 big  scoop')).toEqual({ qty: 3, unit: 'big scoop' });
  });

  it('reads a negative number, so that it can be refused by name', () => {
    expect(parseQuantityText('-2 kg')).toEqual({ qty: -2, unit: 'kg' });
  });

  it('reads 2each as 2 each, not as an exponent', () => {
    expect(parseQuantityText('2each')).toEqual({ qty: 2, unit: 'each' });
  });

  it('is null without a number or without a unit', () => {
    for (const text of ['', 'kg', '2', '2 ', 'two kg', '1/2 kg', '2,5 kg', '- kg']) {
      expect(parseQuantityText(text)).toBeNull();
    }
  });

  it('reads back what quantityTextOf writes', () => {
    for (const [qty, unit] of [
      [2, 'kg'],
      [0.25, 'case'],
      [0, 'each'],
      [1e-7, 'g'],
      [1234.5, 'fl oz'],
    ] as const) {
      expect(parseQuantityText(quantityTextOf(qty, unit))).toEqual({ qty, unit });
    }
  });
});
