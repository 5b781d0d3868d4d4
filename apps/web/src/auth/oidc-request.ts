/** Spec section 9: the token is renewed 300 s before it expires. */
export const TOKEN_RENEWAL_OFFSET_S = 300;
/** Spec section 9: the sign-in frame gives up after 20000 ms. */
export const SIGN_IN_FRAME_TIMEOUT_MS = 20_000;

export const REDIRECT_PATH = '/auth2';
export const SILENT_REDIRECT_PATH = '/silent-renew.html';

/** A fresh nonce for each sign-in request (sync-and-security-notes section 3, item 5). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
