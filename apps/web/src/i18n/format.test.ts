import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  formatCost,
  formatDate,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatServing,
  intlLocale,
} from './format';

const NBSP = /[\u00a0\u202f]/g;
const plain = (text: string): string => text.replace(NBSP, ' ');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('numbers, money and dates follow the interface language (Intl)', () => {
  it('English: $1,234.56, costs as the domain writes them', () => {
    expect(formatMoney(1234.56, '$')).toBe('$1,234.56');
    expect(formatCost(0.00123, '$')).toBe('$0.0012');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatQuantity(1500, 'g')).toBe('1.5 kg');
    expect(formatDate(new Date(2026, 10, 27))).toBe('November 27, 2026');
  });

  it('French Canada: 1 234,56 $ (spec: "1 234,56 $ in French Canada")', async () => {
    await i18n.changeLanguage('fr');
    expect(intlLocale()).toBe('fr-CA');
    expect(plain(formatMoney(1234.56, '$'))).toBe('1 234,56 $');
    expect(plain(formatCost(0.00123, '$'))).toBe('0,0012 $');
    expect(plain(formatNumber(1234.5))).toBe('1 234,5');
    expect(plain(formatPercent(0.285))).toBe('28,5 %');
    expect(formatQuantity(1500, 'g')).toBe('1,5 kg');
    expect(formatQuantity(2, 'cup')).toBe('2 tasse');
    expect(formatDate(new Date(2026, 10, 27))).toBe('27 novembre 2026');
    expect(plain(formatDay('2026-11-27'))).toBe('27 nov. 2026');
  });

  it('a stored day is that very day in every time zone, in the interface language', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatDay('2026-11-27')).toBe('Nov 27, 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    // Not a stored day: shown as it is, never "Invalid Date" or an empty cell.
    expect(formatDay('next week')).toBe('next week');
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
    expect(formatDay('')).toBe('');
    expect(formatDay(null)).toBe('');
  });

  it('negative amounts keep their sign; an absent amount is empty, never 0', async () => {
    expect(formatMoney(-2.5, '€')).toBe('-€2.50');
    expect(formatMoney(null, '$')).toBe('');
    expect(formatCost(undefined, '$')).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatDate('not a date')).toBe('');
    await i18n.changeLanguage('fr');
    expect(plain(formatMoney(-2.5, '€'))).toBe('-2,50 €');
    expect(formatMoney(null, '$')).toBe('');
  });
});

describe('serving sizes (costing-model §10) in the interface language', () => {
  it('English: the domain servingText, unchanged', () => {
    expect(formatServing(250, 'g')).toBe('250 g');
    expect(formatServing(30, 'mL')).toBe('30 mL');
  });
  it('French: French figures and unit names', async () => {
    await i18n.changeLanguage('fr');
    expect(formatServing(1500, 'g')).toBe('1,5 kg');
    expect(formatServing(480, 'mL')).toBe('2 tasse');
  });
});
