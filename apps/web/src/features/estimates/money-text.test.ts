import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { moneyText, percentFigure, servingsText } from './money-text';

const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

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
    expect(servingsText(1200)).toBe('1200');
    expect(percentFigure(12.5)).toBe('12.5%');
    expect(percentFigure(10)).toBe('10%');
    expect(percentFigure(7.125)).toBe('7.13%');
  });

  it('writes amounts, servings and percents the French way in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    expect(plain(moneyText(1234567.005, '$'))).toBe('1 234 567,01 $');
    expect(plain(moneyText(-94, '$'))).toBe('-94,00 $');
    expect(moneyText(null, '$')).toBe('—');
    expect(servingsText(2.5)).toBe('2,5');
    expect(plain(percentFigure(12.5))).toBe('12,5 %');
  });
});
