import { i18n } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';

/** The status bar's text when a sync did not finish, in English (the spec's words). */
export const SYNC_INCOMPLETE_TEXT = 'Sync incomplete!';

/**
 * True for the message of a sync that did not finish (as the venue's state words it), in any
 * interface language: the message may have been shown before the language changed.
 */
export function isSyncIncomplete(text: string): boolean {
  if (text === SYNC_INCOMPLETE_TEXT) return true;
  return LANGUAGES.some(
    (lng) =>
      i18n.t('components:statusBar.syncIncomplete', { lng }) === text ||
      i18n.t('app:sync.incomplete', { lng }) === text,
  );
}
