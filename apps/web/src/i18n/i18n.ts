import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, isLanguage, type Language } from './languages';
import { NAMESPACES, type Namespace } from './namespaces';

/** The one i18next instance: react-i18next's hooks and the modules' `i18n.t` read it. */
export const i18n = i18next;

/** A catalogue that is not bundled, fetched when asked for: one file per language and namespace. */
async function loadCatalogue(language: string, namespace: string): Promise<ResourceLanguage> {
  return (await import('./catalogue-files')).loadCatalogueFile(language, namespace);
}

export interface StartI18n {
  /** Catalogues already in the bundle, by language then namespace. */
  readonly bundled?: Resource;
  /** The namespaces the page draws, loaded before it is shown (default: all). */
  readonly namespaces?: readonly Namespace[];
  /** A fixed language (the prerendered pages, tests); otherwise the choice or the browser's. */
  readonly language?: Language;
  /**
   * Fetches a catalogue that is not bundled (default: `catalogue-files.ts`, itself fetched
   * the first time; the app passes it at start).
   */
  readonly load?: (language: string, namespace: string) => Promise<ResourceLanguage>;
  /** Told of a text a screen asks for that no catalogue has (tests fail on it). */
  readonly onMissing?: (namespace: string, key: string, language: string) => void;
}

/**
 * Starts the translations once: the language is the user's choice on this device, else the
 * browser's first supported one, else English; English fills any text another language lacks.
 * Resolves when the page's namespaces are loaded in that language.
 */
export async function startI18n(start: StartI18n = {}): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n
    .use(LanguageDetector)
    .use(resourcesToBackend(start.load ?? loadCatalogue))
    .use(initReactI18next)
    .init({
      resources: start.bundled ?? {},
      partialBundledLanguages: true,
      ...(start.language ? { lng: start.language } : {}),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...(start.namespaces ?? NAMESPACES)],
      defaultNS: 'common',
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: [],
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      ...(start.onMissing
        ? {
            saveMissing: true,
            missingKeyHandler: (languages: readonly string[], namespace: string, key: string) =>
              start.onMissing?.(namespace, key, languages.join(',')),
          }
        : {}),
    });
  markDocumentLanguage(currentLanguage());
  i18n.on('languageChanged', () => markDocumentLanguage(currentLanguage()));
}

/** The language the interface is drawn in now. */
export const currentLanguage = (): Language => {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : 'en';
};

/** What the user chose on this device: a language, or 'browser' to follow the browser. */
export type LanguageChoice = Language | 'browser';

export function languageChoice(): LanguageChoice {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'browser';
  } catch {
    return 'browser';
  }
}

/** Keeps the choice on this device and draws the interface in it at once. */
export async function chooseLanguage(choice: LanguageChoice): Promise<void> {
  try {
    if (choice === 'browser') localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this visit only.
  }
  // Without a language, i18next asks the detector again: the browser's language.
  await i18n.changeLanguage(choice === 'browser' ? undefined : choice);
}

function markDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
