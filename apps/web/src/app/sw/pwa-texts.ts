/** Toast texts of the service worker states (spec section 2). */
export const OFFLINE_READY_TEXT = 'App ready to work offline';
export const UPDATE_AVAILABLE_TEXT = 'App update available, click on reload button to update.';
