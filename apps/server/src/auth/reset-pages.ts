import { errorBox, escapeHtml, page } from './pages.js';

/** The "Forgot password?" pages: ask for the address, the neutral answer, the new password. */

/** The one answer to every request for a link, whether or not the account exists. */
export const LINK_SENT = 'If an account exists for that address, we have sent a link';

/** The link's route under /auth, and its path. */
export const RESET_ROUTE = '/reset-password';
export const RESET_PATH = `/auth${RESET_ROUTE}`;

export function forgotPasswordPage(uid: string, values: { email?: string; error?: string }) {
  const action = `/auth/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Forgot password',
    `<h1>Forgot your password?</h1>
${errorBox(values.error)}
<p>Enter the e-mail address of your account. We will send you a link to set a new password.</p>
<form method="post" action="${action}/forgot" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(values.email)}">
<button type="submit">Send the link</button>
</form>
<p class="alt"><a href="${action}">Back to sign in</a></p>`,
  );
}

export function linkSentPage(uid: string) {
  const action = `/auth/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p role="status">${LINK_SENT}. It works once, for 30 minutes.</p>
<p class="alt"><a href="${action}">Back to sign in</a></p>`,
  );
}

export function newPasswordPage(token: string, values: { error?: string }) {
  return page(
    'Set a new password',
    `<h1>Set a new password</h1>
${errorBox(values.error)}
<form method="post" action="${RESET_PATH}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password (at least 8 characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus>
<label for="confirm">New password again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button>
</form>`,
  );
}

export function passwordChangedPage() {
  return page(
    'Password changed',
    `<h1>Your password is changed</h1>
<p role="status">Sign in with your new password.</p>
<p class="alt"><a href="/">Back to Larder</a></p>`,
  );
}

export function deadLinkPage(message: string) {
  return page(
    'Link not valid',
    `<h1>This link cannot be used</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="alt"><a href="/">Back to Larder</a></p>`,
  );
}
