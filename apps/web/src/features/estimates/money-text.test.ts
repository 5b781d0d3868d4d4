import { describe, expect, it } from 'vitest';
import { moneyText, percentFigure, servingsText } from './money-text';

describe('amounts of a quote', () => {
  it('shows the currency and the amount to the cent with thousands separators', () => {
    expect(moneyText(930.6, '$')).toBe('$930.60');
    expect(moneyText(1234567.005, '€')).toBe('€1,234,567.01');
    expect(moneyText(-94, '£')).toBe('-£94.00');
    expect(moneyText(-0.001, '$')).toBe('$0.00');
  });

  it('shows an absent amount as a dash, never 0', () => {
    expect(moneyText(null, '$')).toBe('—');
    expect(moneyText(undefined, '$')).toBe('—');
    expect(moneyText(Number.NaN, '$')).toBe('—');
  });

  it('shows servings and percents without trailing zeros', () => {
    expect(servingsText(80)).toBe('80');
    expect(servingsText(2.5)).toBe('2.5');
    expect(servingsText(1 / 3)).toBe('0.33');
    expect(percentFigure(12.5)).toBe('12.5%');
  });
});
