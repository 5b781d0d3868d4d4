/** A string that no field may hold, where it was found, and which character it holds. */
export interface BadString {
  /** Dot-separated path of the value ('emailObject.message', 'items.0'); '' for the whole input. */
  path: string;
  /** The character as U+XXXX ('U+0000', 'U+D800'). */
  character: string;
}

/**
 * The first character no text may hold: NUL (PostgreSQL text and jsonb refuse it) or half of
 * a UTF-16 surrogate pair (no UTF-8 encoding exists for it; jsonb refuses its escape).
 * Answers its index, or -1.
 */
export function badCharacterAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return i;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (code >= 0xdc00 && code <= 0xdfff) return i;
  }
  return -1;
}

const codePoint = (text: string, index: number) =>
  `U+${text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0')}`;

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * Whether a parsed input holds, anywhere, as a value or as a field name, a character no text
 * may hold. Builds no paths: every request body goes through it, and nearly all are clean.
 */
function holdsBadString(value: unknown): boolean {
  if (typeof value === 'string') return badCharacterAt(value) >= 0;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsBadString(value[i])) return true;
    return false;
  }
  const fields = value as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (badCharacterAt(name) >= 0 || holdsBadString(fields[name])) return true;
  }
  return false;
}

/**
 * The first string in a parsed input (a JSON body, a form, the query, the path parameters),
 * as a value or as a field name, that holds a character no text may hold; undefined when
 * every string is clean. A bad field name is reported at the object that holds it.
 */
export function findBadString(value: unknown, path = ''): BadString | undefined {
  return holdsBadString(value) ? locateBadString(value, path) : undefined;
}

/** `findBadString` once a bad string is known to be there: the walk that names its path. */
function locateBadString(value: unknown, path: string): BadString | undefined {
  if (typeof value === 'string') {
    const at = badCharacterAt(value);
    return at < 0 ? undefined : { path, character: codePoint(value, at) };
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = locateBadString(value[i], join(path, String(i)));
      if (found) return found;
    }
    return undefined;
  }
  for (const [name, child] of Object.entries(value)) {
    const at = badCharacterAt(name);
    if (at >= 0) return { path, character: codePoint(name, at) };
    const found = locateBadString(child, join(path, name));
    if (found) return found;
  }
  return undefined;
}
