import { i18n } from '../i18n/i18n';

// The spec's error texts (product spec section 8), apart from the API client: a page that
// shows one (the public contact page) does not load the client and its schemas for it.
// Each is read in the interface language when it is shown; the constants are the spec's
// English wording, which the English catalogue holds unchanged.

export const TOKEN_FAILED = 'Token failed';
export const EMAIL_FAILED = 'Email failed';
export const VENUE_SAVE_FAILED = 'Error saving venue!';
/** Checkout, billing portal, cancel or redeem on a server without payment keys. */
export const PAYMENTS_OFF = 'Payments are not configured on this server.';
/** When the server cannot be reached at all. */
export const NETWORK_FAILED =
  'The server could not be reached. Check the connection and try again.';

/** 'Token failed', in the interface language. */
export const tokenFailedText = (): string => i18n.t('errors:tokenFailed');
/** 'Email failed', in the interface language. */
export const emailFailedText = (): string => i18n.t('errors:emailFailed');
/** 'Error saving venue!', in the interface language. */
export const venueSaveFailedText = (): string => i18n.t('errors:venueSaveFailed');
/** Payments not configured on this server, in the interface language. */
export const paymentsOffText = (): string => i18n.t('errors:paymentsOff');
/** The server could not be reached, in the interface language. */
export const networkFailedText = (): string => i18n.t('errors:networkFailed');
