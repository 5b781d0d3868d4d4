import { roundTo } from '@larder/domain';

/** A food cost percentage as shown: one decimal and '%'; an absent one is '—'. */
export const percentText = (value: number | null): string =>
  value === null ? '—' : `${value.toFixed(1)}%`;

/** A cost as shown, or '—' when it is absent (never 0 or NaN). */
export const costOrDash = (cost: (value: number) => string, value: number | null): string =>
  value === null ? '—' : cost(value);

// The menus of the app and the public venue sites show prices alike.
export { priceText } from '@larder/domain';

/** A tax or target percent as typed: up to 2 decimals ('10%', '12.5%'); absent is '—'. */
export const taxText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? `${roundTo(value, 2)}%` : '—';
