/**
 * A name as it is stored: control characters removed (a tab, newline or other whitespace
 * control becomes a space), unpaired surrogates removed, runs of whitespace collapsed to one
 * space and the ends trimmed. 'Plain\tflour ' is stored as 'Plain flour'. Idempotent.
 */
export const cleanName = (name: string): string =>
  name
    .replace(/[\p{Cc}\p{Cs}]/gu, (c) => (/\s/u.test(c) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
