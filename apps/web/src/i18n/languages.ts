/** The interface languages: English (the spec's texts) and French. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as the language choice lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
};

/** Where the device keeps the user's language choice; absent: follow the browser. */
export const LANGUAGE_STORAGE_KEY = 'larder.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language of a BCP 47 tag ('fr-CA' -> 'fr'); English for any other. */
export const languageOf = (tag: string | null | undefined): Language => {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
};
