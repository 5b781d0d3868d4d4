import type { ResourceLanguage } from 'i18next';

/**
 * Every English catalogue, by namespace: bundled with the app (the screens draw English from
 * the first frame, and it is the fallback of every other language).
 */
const FILES = import.meta.glob<ResourceLanguage>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});

export const ENGLISH: Readonly<Record<string, ResourceLanguage>> = Object.fromEntries(
  Object.entries(FILES).map(([file, texts]) => [namespaceOfFile(file), texts]),
);

/** 'locales/en/menu-pricing.json' -> 'menu-pricing'. */
export function namespaceOfFile(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}
