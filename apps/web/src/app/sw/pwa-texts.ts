import { i18n } from '../../i18n/i18n';

/** Toast texts of the service worker states (spec section 2), in English. */
export const OFFLINE_READY_TEXT = 'App ready to work offline';
export const UPDATE_AVAILABLE_TEXT = 'App update available, click on reload button to update.';

/** The offline-ready toast text, in the interface language. */
export const offlineReadyText = (): string => i18n.t('app:pwa.offlineReady');

/** The update-available toast text, in the interface language. */
export const updateAvailableText = (): string => i18n.t('app:pwa.updateAvailable');
