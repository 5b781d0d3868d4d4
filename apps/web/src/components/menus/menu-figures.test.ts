import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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
    expect(percentText(1234.56)).toBe('1234.6%');
    expect(priceText(1.005, '$')).toBe('$1.01');
  });

  it('in French: 1 250,00 $ and 15,0 %', async () => {
    await i18n.changeLanguage('fr');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(priceText(1250, '$'))).toBe('1 250,00 $');
    expect(plain(percentText(15))).toBe('15,0 %');
    expect(plain(taxText(12.345))).toBe('12,35 %');
    expect(priceText(null, '$')).toBe('—');
  });
});
