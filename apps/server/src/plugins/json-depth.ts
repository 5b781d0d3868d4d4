/**
 * Whether a JSON text nests objects and arrays deeper than `limit`, read from the text before
 * it is parsed (so no parser, schema or walk ever recurses through a 5,000-deep body). Brackets
 * inside strings do not count. Linear in the length, with no allocation.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}
