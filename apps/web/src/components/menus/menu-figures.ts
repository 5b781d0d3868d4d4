/** A food cost percentage as shown: one decimal and '%'; an absent one is '—'. */
export const percentText = (value: number | null): string =>
  value === null ? '—' : `${value.toFixed(1)}%`;

/** A cost as shown, or '—' when it is absent (never 0 or NaN). */
export const costOrDash = (cost: (value: number) => string, value: number | null): string =>
  value === null ? '—' : cost(value);
