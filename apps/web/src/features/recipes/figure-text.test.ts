import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { numberText, percentText, priceEndingText, priceText, taxText } from './figure-text';

describe('recipe figures as text', () => {
  it('in English, exactly as the menus show them', () => {
    expect(priceText(1250, '$')).toBe('$1,250.00');
    expect(priceText(12.954, '$')).toBe('$12.95');
    expect(priceText(-3.5, '€')).toBe('-€3.50');
    expect(taxText(10)).toBe('10%');
    expect(taxText(12.345)).toBe('12.35%');
    expect(percentText(30)).toBe('30.0%');
    expect(percentText(1234.56)).toBe('1234.6%');
    expect(priceText(null, '$')).toBe('—');
    expect(taxText(null)).toBe('—');
    expect(percentText(null)).toBe('—');
    expect(numberText(2.3333, 2)).toBe('2.33');
    expect(numberText(1234.5, 2)).toBe('1234.5');
    expect(priceEndingText('.95')).toBe('.95');
  });

  it('in French, with a decimal comma and a space before % and $', async () => {
    await act(() => i18n.changeLanguage('fr'));
    expect(numberText(2.3333, 2)).toBe('2,33');
    expect(percentText(28.5).replace(/\s/g, ' ')).toBe('28,5 %');
    expect(taxText(12.5).replace(/\s/g, ' ')).toBe('12,5 %');
    expect(priceText(12.95, '$').replace(/\s/g, ' ')).toBe('12,95 $');
    expect(priceEndingText('.95')).toBe(',95');
  });
});
