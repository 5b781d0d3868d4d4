import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { costText, foodCostText, priceText, taxText } from './figure-text';

const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the figures of the pricing table', () => {
  it('writes prices, costs and percents as before in English; absent ones as —', () => {
    expect(priceText(1250, '$')).toBe('$1,250.00');
    expect(priceText(-2.675, '$')).toBe('-$2.68');
    expect(costText(1.275, '$')).toBe('$1.2750');
    expect(foodCostText(33.35)).toBe('33.4%');
    expect(foodCostText(25.5)).toBe('25.5%');
    expect(taxText(12.5)).toBe('12.5%');
    expect(taxText(0)).toBe('0%');
    for (const absent of [priceText(null, '$'), costText(null, '$'), foodCostText(null)]) {
      expect(absent).toBe('—');
    }
  });

  it('writes them the French way in French', async () => {
    await i18n.changeLanguage('fr');
    expect(plain(priceText(1250, '$'))).toBe('1 250,00 $');
    expect(plain(costText(1.275, '$'))).toBe('1,2750 $');
    expect(plain(foodCostText(25.5))).toBe('25,5 %');
    expect(plain(taxText(12.5))).toBe('12,5 %');
    expect(taxText(undefined)).toBe('—');
  });
});
