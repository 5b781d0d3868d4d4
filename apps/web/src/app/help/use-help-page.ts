import { useEffect, useState, type ComponentType } from 'react';
import { loadHelpPage } from './load-help-page';

/** A help page on its way: its text and the renderer arrive together, on demand. */
export type HelpPageState =
  | { state: 'loading' }
  | { state: 'ready'; text: string; Markdown: ComponentType<{ text: string }> }
  | { state: 'failed' };

type Loaded =
  | { page: string; text: string; Markdown: ComponentType<{ text: string }> }
  | { page: string; failed: true };

/**
 * The text of a help page and the markdown renderer, both loaded when the page is first shown
 * (neither is in the app's first bundle); a page that cannot be loaded says so.
 */
export function useHelpPage(page: string): HelpPageState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadHelpPage(page), import('./HelpMarkdown')]).then(
      ([text, renderer]) => live && setLoaded({ page, text, Markdown: renderer.default }),
      () => live && setLoaded({ page, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [page]);
  if (!loaded || loaded.page !== page) return { state: 'loading' };
  return 'failed' in loaded
    ? { state: 'failed' }
    : { state: 'ready', text: loaded.text, Markdown: loaded.Markdown };
}
