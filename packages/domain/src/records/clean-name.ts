/**
 * A name the cleaning below would change: a control character or unpaired surrogate, a
 * whitespace other than a space, two spaces in a row, or a space at either end. Most names
 * have none, and are returned as they are without building new strings.
 */
const NEEDS_CLEANING = /[\p{Cc}\p{Cs}]|[^\S ]| {2}|^ | $/u;

/** The cleaning itself (see `cleanName`). */
export const cleanNameFully = (name: string): string =>
  name
    .replace(/[\p{Cc}\p{Cs}]/gu, (c) => (/\s/u.test(c) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * A name as it is stored: control characters removed (a tab, newline or other whitespace
 * control becomes a space), unpaired surrogates removed, runs of whitespace collapsed to one
 * space and the ends trimmed. 'Plain\tflour ' is stored as 'Plain flour'. Idempotent.
 */
export const cleanName = (name: string): string =>
  NEEDS_CLEANING.test(name) ? cleanNameFully(name) : name;
