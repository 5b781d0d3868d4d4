// The spec's error texts (product spec section 8), apart from the API client: a page that
// shows one (the public contact page) does not load the client and its schemas for it.

export const TOKEN_FAILED = 'Token failed';
export const EMAIL_FAILED = 'Email failed';
export const VENUE_SAVE_FAILED = 'Error saving venue!';
/** Checkout, billing portal, cancel or redeem on a server without payment keys. */
export const PAYMENTS_OFF = 'Payments are not configured on this server.';
/** When the server cannot be reached at all. */
export const NETWORK_FAILED =
  'The server could not be reached. Check the connection and try again.';
