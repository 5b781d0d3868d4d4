/**
 * `value` holds exactly `fields` as its own enumerable fields, in that order, and no other
 * (none named by a symbol either: records are plain data, as read from JSON). A copy of such
 * an object can be made as a literal of those fields, with the same field order.
 */
export const hasExactFields = (value: object, fields: readonly string[]): boolean => {
  let i = 0;
  for (const key in value) {
    if (key !== fields[i]) return false;
    i++;
  }
  return i === fields.length;
};
