import fc from 'fast-check';

/**
 * Junk for the request fuzz, as small recipes that print short in a counterexample: a long
 * string or a deep nesting is described, and only made when the request is built.
 */

/** A string of `length` repetitions of `unit` (1 MB and more: the body limits meet it). */
export class LongText {
  constructor(
    readonly unit: string,
    readonly length: number,
  ) {}
  make(): string {
    return this.unit.repeat(this.length);
  }
  [fc.toStringMethod](): string {
    return `LongText(${JSON.stringify(this.unit)} x ${this.length})`;
  }
}

/** Arrays nested `depth` deep around `inner`. */
export class DeepNesting {
  constructor(readonly depth: number) {}
  text(): string {
    return `${'['.repeat(this.depth)}0${']'.repeat(this.depth)}`;
  }
  [fc.toStringMethod](): string {
    return `DeepNesting(${this.depth})`;
  }
}

/** Strings that no field may hold or that stress a field: control characters, NUL, halves of surrogate pairs, odd Unicode. */
export const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u0001\u001f\u007f',
  '\r\n\t',
  '\u202e\u200b\ufeff',
  '😀',
  '%00',
  '%',
  '../../etc/passwd',
  "'; drop table venues; --",
  '${jndi}',
  '__proto__',
  'constructor',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '0x1f',
  'null',
  'true',
  '[]',
  '{}',
);

/** Numbers at the edges: 2^31, 2^53, negative, fractional, tiny and huge. */
export const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
);

const longText = fc
  .tuple(
    fc.constantFrom('x', '\u0000', '😀', 'é', '\ud800', '{'),
    fc.constantFrom(1_000, 70_000, 1_048_577),
  )
  .map(([unit, length]) => new LongText(unit, length));

/** A value of any kind where a field is expected (wrong types, edges, junk text, rarely long or deep). */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 3, arbitrary: edgeNumber },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(65, 5_000).map((depth) => new DeepNesting(depth)),
  },
  { weight: 1, arbitrary: longText },
);

/**
 * A path segment or query value as it is put in the URL: already percent-encoded, so bad
 * encodings (%00, %ZZ, a lone surrogate's bytes, a cut multi-byte character) reach the server.
 */
export const junkUrlText = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ZZ',
    '%',
    '%E2%82',
    '%ED%A0%80',
    '%C0%80',
    '%F0%9F%98%80',
    '..',
    '.',
    '%2e%2e%2f',
    '%2F',
    '%20',
    '+',
    'null',
    'undefined',
    '-1',
    '2147483648',
    '9007199254740993',
    '1e308',
    'NaN',
    '%7B%7D',
    '%5B%5D',
    '%0A%0D',
    '%FF%FE',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeText),
  fc.constantFrom(100, 101, 5_000, 70_000).map((n) => 'v'.repeat(n)),
);

/**
 * Percent-encodes text, code unit by code unit, so a lone surrogate is sent as the bytes a
 * careless encoder would write (ED A0 80) rather than thrown on.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
