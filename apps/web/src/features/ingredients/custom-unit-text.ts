import type { Ingredient } from '@larder/domain';
import { numberText, unitText } from './amount-text';

/** The item's custom units as one line, e.g. '1 scoop = 50 g; 1 ladle = 120 mL'; '—' for none. */
export function customUnitsText(item: Ingredient): string {
  const units = (item.custom_units ?? []).filter((u) => (u.name ?? '').trim() !== '');
  if (units.length === 0) return '—';
  return units
    .map((u) => {
      const size = typeof u.size === 'number' ? numberText(u.size) : '?';
      const unit = unitText(u.unit, u.size ?? 1);
      return `1 ${(u.name ?? '').trim()} = ${size} ${unit}`.trimEnd();
    })
    .join('; ');
}
