import { describe, expect, it } from 'vitest';
import { ENGLISH } from './catalogues-en';
import { FRENCH } from './catalogues-fr';

type Texts = { readonly [key: string]: string | Texts };

const valuesOf = (texts: Texts): string[] =>
  Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));

/** HTML's void elements: Trans drops what such a tag wraps, so a link named so shows empty. */
const VOID = [
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
];

describe('texts with elements (Trans)', () => {
  it('never wrap words in a tag named as an HTML void element (<link> would draw an empty link)', () => {
    const bad = [ENGLISH, FRENCH]
      .flatMap((catalogue) => Object.values(catalogue).flatMap((texts) => valuesOf(texts as Texts)))
      .filter((text) => VOID.some((tag) => text.includes(`<${tag}>`)));
    expect(bad).toEqual([]);
  });
});
