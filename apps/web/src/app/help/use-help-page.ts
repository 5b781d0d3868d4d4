import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { loadHelpPage } from './load-help-page';

/** A help page on its way: its text and the renderer arrive together, on demand. */
export type HelpPageState =
  | { state: 'loading' }
  | { state: 'ready'; text: string; Markdown: ComponentType<{ text: string }> }
  | { state: 'failed' };

type Loaded = { page: string; language: Language } & (
  { text: string; Markdown: ComponentType<{ text: string }> } | { failed: true }
);

/**
 * The text of a help page in the interface language and the markdown renderer, both loaded
 * when the page is first shown (neither is in the app's first bundle); a change of language
 * loads the page in the new one. A page that cannot be loaded says so.
 */
export function useHelpPage(page: string): HelpPageState {
  // Drawn again when the language changes.
  useTranslation();
  const language = currentLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadHelpPage(page, language), import('./HelpMarkdown')]).then(
      ([text, renderer]) => live && setLoaded({ page, language, text, Markdown: renderer.default }),
      () => live && setLoaded({ page, language, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [page, language]);
  if (!loaded || loaded.page !== page || loaded.language !== language) return { state: 'loading' };
  return 'failed' in loaded
    ? { state: 'failed' }
    : { state: 'ready', text: loaded.text, Markdown: loaded.Markdown };
}
