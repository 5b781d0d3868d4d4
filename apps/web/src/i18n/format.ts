import {
  formatCost as formatCostEnglish,
  formatQuantity as formatQuantityBase,
  servingText as servingTextBase,
} from '@larder/domain';
import type { UnitsInput } from '@larder/domain';
import { currentLanguage } from './i18n';
import { languageOf, type Language } from './languages';

/** The region each language formats in when the browser names none for it. */
const DEFAULT_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fr: 'fr-CA' };

/**
 * The Intl locale for the interface language: the browser's own tag for that language where it
 * has one (en-GB, fr-FR), else en-US or fr-CA.
 */
export function intlLocale(language: Language = currentLanguage()): string {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const own = tags.find((tag) => tag.includes('-') && languageOf(tag) === language);
  return own ?? DEFAULT_LOCALES[language];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat (making one is slow; lists format thousands of figures). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the interface language: 1,234.5 or 1 234,5. An absent number is ''. */
export function formatNumber(
  value: number | null | undefined,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(intlLocale(), options).format(value);
}

/** A ratio as a percentage: 0.285 -> 28.5% or 28,5 %. */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  return formatNumber(value, { style: 'percent', maximumFractionDigits: decimals });
}

/** Where the locale puts a currency symbol: before ($1.00) or after with a space (1,00 $). */
function symbolAfter(locale: string): { after: boolean; gap: string } {
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1);
  const currency = parts.findIndex((part) => part.type === 'currency');
  const integer = parts.findIndex((part) => part.type === 'integer');
  const after = currency > integer;
  const gap = after
    ? parts[currency - 1]?.type === 'literal'
      ? parts[currency - 1]!.value
      : ''
    : '';
  return { after, gap };
}

export interface MoneyOptions {
  /** Decimals shown (default 2). */
  readonly decimals?: number;
}

/**
 * An amount with the venue's currency symbol, placed as the language places it: $1,234.56 in
 * English, 1 234,56 $ in French Canada. An absent amount is '' (never 0).
 */
export function formatMoney(
  value: number | null | undefined,
  symbol: string,
  options: MoneyOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const decimals = options.decimals ?? 2;
  const locale = intlLocale();
  const digits = numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(value));
  const negative = value < 0 && Number(digits.replace(/\D/g, '')) !== 0;
  const sign = negative ? '-' : '';
  const { after, gap } = symbolAfter(locale);
  return after ? `${sign}${digits}${gap}${symbol}` : `${sign}${symbol}${digits}`;
}

/**
 * A cost as costing-model §10 shows it, 4 decimals: '$0.0012' in English (the domain's text,
 * unchanged), '0,0012 $' in French.
 */
export function formatCost(value: number | null | undefined, symbol?: string | null): string {
  if (currentLanguage() === 'en') return formatCostEnglish(value, symbol);
  return formatMoney(value, symbol || '$', { decimals: 4 });
}

/** A quantity, promoted and rounded as the domain does, in the interface language. */
export function formatQuantity(
  value: number | null | undefined,
  unit: string,
  options: { readonly decimals?: number; readonly units?: UnitsInput } = {},
): string {
  const language = currentLanguage();
  if (language === 'en') return formatQuantityBase(value, unit, options);
  return formatQuantityBase(value, unit, { ...options, locale: intlLocale(language) });
}

/** A serving size as costing-model §10 shows it (the domain's `servingText`), in the interface language. */
export function formatServing(
  size: number | null | undefined,
  unit: string | null | undefined,
  options: { readonly decimals?: number; readonly units?: UnitsInput } = {},
): string {
  const language = currentLanguage();
  if (language === 'en') return servingTextBase(size, unit, options);
  return servingTextBase(size, unit, { ...options, locale: intlLocale(language) });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (or time) in the interface language; default: 27 November 2026 / 27 novembre 2026. */
export function formatDate(
  value: Date | string | number | null | undefined,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const STORED_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day as records store it ('2026-11-27', the venue's own day, no time zone) in the interface
 * language: 'Nov 27, 2026', '27 nov. 2026'. Read as that very day wherever the device is; a
 * text that is not such a day is shown as it is.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const match = STORED_DAY.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  // No such day (2026-02-30 would roll over to March 2): shown as it is.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return day;
  return formatDate(utc, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A moment with date and time: 27 Nov 2026, 14:05. */
export const formatDateTime = (value: Date | string | number | null | undefined): string =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
