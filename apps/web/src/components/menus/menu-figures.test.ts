import { describe, expect, it } from 'vitest';
import { percentText, priceText, taxText } from './menu-figures';

describe('menu figures as shown', () => {
  it('prices to the cent with the currency, absent as a dash, never 0', () => {
    expect(priceText(12.95, '$')).toBe('$12.95');
    expect(priceText(2 / 1.1, '€')).toBe('€1.82');
    expect(priceText(1250, '$')).toBe('$1,250.00');
    expect(priceText(-0.456, '$')).toBe('-$0.46');
    expect(priceText(null, '$')).toBe('—');
    expect(priceText(Number.NaN, '$')).toBe('—');
  });

  it('percentages: food cost to one decimal, tax as typed', () => {
    expect(percentText(15)).toBe('15.0%');
    expect(percentText(null)).toBe('—');
    expect(taxText(10)).toBe('10%');
    expect(taxText(12.345)).toBe('12.35%');
    expect(taxText(null)).toBe('—');
  });
});
