/**
 * The embedded provider's own pages (sign-in, sign-up, errors, sign-out) in the product's
 * look: no external fonts or assets, every piece of user text escaped.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
 font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
 background:#f4f1ea;color:#2b2a28}
main{width:100%;max-width:380px;background:#fff;border-radius:12px;padding:32px;
 box-shadow:0 6px 24px rgba(0,0,0,.08)}
.brand{font-size:1.6rem;font-weight:700;color:#2f6b3b;margin:0 0 4px}
h1{font-size:1.1rem;font-weight:600;margin:0 0 20px}
label{display:block;font-size:.9rem;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #c9c4b8;border-radius:8px}
input:focus{outline:3px solid #9cc7a4;border-color:#2f6b3b}
button{width:100%;margin-top:22px;padding:11px;font-size:1rem;font-weight:600;border:0;
 border-radius:8px;background:#2f6b3b;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #9cc7a4;outline-offset:2px}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.alt{margin-top:18px;font-size:.9rem;text-align:center}
a{color:#2f6b3b}
`;

export function page(title: string, body: string, scriptSrc?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Larder</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand">Larder</p>
${body}
</main>
${scriptSrc ? `<script src="${escapeHtml(scriptSrc)}"></script>` : ''}
</body>
</html>`;
}

export function errorBox(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

export function signInPage(uid: string, values: { email?: string; error?: string }): string {
  const action = `/auth/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `<h1>Sign in to your kitchen</h1>
${errorBox(values.error)}
<form method="post" action="${action}/login" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(values.email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="alt"><a href="${action}/forgot">Forgot password?</a></p>
<p class="alt">New to Larder? <a href="${action}/signup">Create an account</a></p>
<p class="alt"><a href="${action}/abort">Cancel</a></p>`,
  );
}

export function signUpPage(
  uid: string,
  values: { email?: string; name?: string; error?: string },
): string {
  const action = `/auth/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Create an account',
    `<h1>Create your Larder account</h1>
${errorBox(values.error)}
<form method="post" action="${action}/signup" novalidate>
<label for="name">Your name</label>
<input id="name" name="name" type="text" autocomplete="name" required autofocus value="${escapeHtml(values.name)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(values.email)}">
<label for="password">Password (at least 8 characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<label for="confirm">Password again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Create account</button>
</form>
<p class="alt">Already have an account? <a href="${action}">Sign in</a></p>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Sign-in problem',
    `<h1>Something went wrong signing you in</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="alt"><a href="/">Back to Larder</a></p>`,
  );
}

/** The sign-out step: the provider's form, submitted by /auth/assets/sign-out.js. */
export function signOutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing you out…</h1>
${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>`,
    '/auth/assets/sign-out.js',
  );
}

/** Submits the provider's sign-out form with the confirmation the provider expects. */
export const signOutScript = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
`;
