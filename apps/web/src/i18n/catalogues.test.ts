import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from './catalogues-en';
import { FRENCH } from './catalogues-fr';
import { NAMESPACES } from './namespaces';

type Texts = { readonly [key: string]: string | Texts };

/** Every key of a catalogue, nested keys joined with dots. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(texts: Texts): string[] {
  return Object.values(texts).flatMap((value) =>
    typeof value === 'string' ? [value] : valuesOf(value),
  );
}

/** i18next's plural forms: French may need a form English lacks (_many), and the reverse. */
const withoutPlural = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the catalogues (a text missing from either fails here)', () => {
  const locales = `${resolve(dirname(fileURLToPath(import.meta.url)), '../locales')}/`;

  it('each language has exactly the namespaces the app names', () => {
    for (const language of ['en', 'fr']) {
      const files = readdirSync(`${locales}${language}`).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each([...NAMESPACES])('%s: French has every English text and no other', (namespace) => {
    const english = new Set(keysOf((ENGLISH[namespace] ?? {}) as Texts).map(withoutPlural));
    const french = new Set(keysOf((FRENCH[namespace] ?? {}) as Texts).map(withoutPlural));
    expect([...english].filter((key) => !french.has(key))).toEqual([]);
    expect([...french].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each([...NAMESPACES])('%s: no text is empty in either language', (namespace) => {
    for (const catalogue of [ENGLISH, FRENCH]) {
      const values = valuesOf((catalogue[namespace] ?? {}) as Texts);
      expect(values.filter((value) => value.trim() === '')).toEqual([]);
    }
  });

  it.each([...NAMESPACES])('%s: French keeps the interpolations of English', (namespace) => {
    const english = (ENGLISH[namespace] ?? {}) as Texts;
    const french = (FRENCH[namespace] ?? {}) as Texts;
    const lookup = (texts: Texts, key: string): string | undefined => {
      let node: string | Texts | undefined = texts;
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      return typeof node === 'string' ? node : undefined;
    };
    const names = (text: string | undefined): string[] =>
      [...(text ?? '').matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]!).sort();
    for (const key of keysOf(english)) {
      const frenchText = lookup(french, key);
      if (frenchText === undefined) continue;
      expect({ key, names: names(frenchText) }).toEqual({
        key,
        names: names(lookup(english, key)),
      });
    }
  });

  it('the catalogue files are valid JSON objects', () => {
    for (const language of ['en', 'fr']) {
      for (const file of readdirSync(`${locales}${language}`)) {
        const parsed: unknown = JSON.parse(readFileSync(`${locales}${language}/${file}`, 'utf8'));
        expect(typeof parsed).toBe('object');
      }
    }
  });
});
