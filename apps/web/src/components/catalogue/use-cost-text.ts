import { useCostSettings } from './catalogue-context';

/** Formats a cost with the user's currency; an absent cost shows as '—', never 0 or NaN. */
export function useCostText(): (value: number | null | undefined) => string {
  const { cost } = useCostSettings();
  return (value) => cost(value) || '—';
}
