/**
 * A rounded label amount before it becomes text: a number (with the decimals the format
 * prints, or null for as few as needed) or a "less than" form ("less than 1g", "<0.5 g").
 */
export type Declared =
  | { readonly kind: 'amount'; readonly value: number; readonly decimals: number | null }
  | { readonly kind: 'less-than'; readonly limit: number; readonly decimals: number | null };

export const declaredAmount = (value: number, decimals: number | null = null): Declared => ({
  kind: 'amount',
  value,
  decimals,
});

export const declaredLessThan = (limit: number, decimals: number | null = null): Declared => ({
  kind: 'less-than',
  limit,
  decimals,
});

/** The declared number, or null for a "less than" form. */
export const declaredValue = (d: Declared): number | null => (d.kind === 'amount' ? d.value : null);
