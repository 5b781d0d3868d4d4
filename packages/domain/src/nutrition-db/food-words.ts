/**
 * The words of a food name or a query: lower-cased, accents and apostrophes removed
 * ("McDONALD'S" -> "mcdonalds", "Jalapeño" -> "jalapeno"), split on anything that is not a
 * letter or a digit.
 */
export const foodWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
