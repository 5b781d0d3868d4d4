import type { ResourceLanguage } from 'i18next';
import { namespaceOfFile } from './catalogues-en';

/** Every French catalogue, by namespace: one chunk, loaded when French is chosen. */
const FILES = import.meta.glob<ResourceLanguage>('../locales/fr/*.json', {
  eager: true,
  import: 'default',
});

export const FRENCH: Readonly<Record<string, ResourceLanguage>> = Object.fromEntries(
  Object.entries(FILES).map(([file, texts]) => [namespaceOfFile(file), texts]),
);
