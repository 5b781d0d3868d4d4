/** A decimal field's value: the number, or the text while it reads as none ('' when empty). */
export type DecimalValue = number | string;

/**
 * What a decimal field holds once `typed` is typed, as Mantine's NumberInput keeps it: only
 * digits, one decimal point (a comma is taken as one) and a leading minus stay, with at most
 * `decimals` digits after the point; the value is the number when the text reads as that
 * number exactly, else the text ('' while empty, '1.' or '1.50' while typing).
 */
export function typedDecimal(typed: string, decimals: number): DecimalValue {
  let text = '';
  let point = -1;
  for (const char of typed) {
    if (char >= '0' && char <= '9') {
      if (point < 0 || text.length - point <= decimals) text += char;
    } else if ((char === '.' || char === ',') && point < 0) {
      point = text.length;
      text += '.';
    } else if (char === '-' && text === '') {
      text = '-';
    }
  }
  if (text === '') return '';
  const number = Number(text);
  return Number.isFinite(number) && String(number) === text ? number : text;
}

/** A decimal field's value as it shows it, with `separator` as the decimal point. */
export const decimalText = (value: DecimalValue, separator: string): string =>
  separator === '.' ? String(value) : String(value).replace('.', separator);
