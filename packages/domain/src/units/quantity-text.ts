import { normaliseUnit } from './normalise-unit';

/** A quantity typed as one text: a number, then a unit ('2 kg', '1.5case', '3 scoop'). */
export interface QuantityText {
  readonly qty: number;
  readonly unit: string;
}

const QUANTITY = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*(\p{L}.*)$/iu;

/**
 * Reads a quantity typed in one cell, as '<number> <unit>' (operations-model §3, §4): the
 * number in plain decimal notation (a sign allowed, so that a negative one can be refused by
 * name), the unit (starting with a letter) after it with or without a space, a catalogue unit in its canonical name
 * ('Kilos' reads 'kg'), any other unit (an item's custom unit) as typed. Null when the text
 * is not a number followed by a unit.
 */
export const parseQuantityText = (text: string): QuantityText | null => {
  const match = QUANTITY.exec(text.trim());
  if (!match) return null;
  const qty = Number(match[1]);
  const typed = (match[2] ?? '').trim().replace(/\s+/g, ' ');
  if (!Number.isFinite(qty) || typed === '') return null;
  return { qty, unit: normaliseUnit(typed) ?? typed };
};

/** A quantity as one text, the way `parseQuantityText` reads it back ('2 kg'). */
export const quantityTextOf = (qty: number, unit: string): string => `${String(qty)} ${unit}`;
