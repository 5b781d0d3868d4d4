import type { LocalCheckoutSession, LocalPrice, LocalSubscription } from './local-store.js';

/**
 * The hosted pages of the local Stripe: Checkout (a Pay button that creates the subscription)
 * and the Customer Portal (cancel at period end, renew, back to the app). Plain HTML forms,
 * labelled for keyboard and screen-reader use, so a browser journey can use them as a person
 * would.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>${body}</main></body>
</html>`;

const money = (price: LocalPrice, quantity: number) =>
  `${(price.unit_amount * quantity) / 100} ${price.currency.toUpperCase()} per year`;

const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export function checkoutPage(
  session: LocalCheckoutSession,
  line: { price: LocalPrice; quantity: number } | undefined,
): string {
  if (session.status === 'complete') {
    return page('Paid', `<h1>Paid</h1><p>This checkout is complete.</p>`);
  }
  const cancel = session.cancel_url
    ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>`
    : '';
  return page(
    'Pay',
    `<h1>Pay for your subscription</h1>
<p>${line ? escape(money(line.price, line.quantity)) : ''}</p>
<form method="post" action="/pay/${escape(session.id)}" aria-label="Payment">
  <label for="card">Card number</label>
  <input id="card" name="card" autocomplete="cc-number" value="4242 4242 4242 4242">
  <button type="submit">Pay</button>
</form>
${cancel}`,
  );
}

export function portalPage(
  portalId: string,
  returnUrl: string | null,
  subscriptions: readonly LocalSubscription[],
): string {
  const rows = subscriptions.map((s) => {
    const end = date(s.items.data[0]!.current_period_end);
    const state = s.cancel_at_period_end
      ? `Cancels on ${end}`
      : s.status === 'canceled'
        ? 'Ended'
        : `${s.status}, renews on ${end}`;
    const action =
      s.status === 'canceled'
        ? ''
        : `<form method="post" action="/portal/${escape(portalId)}/${s.cancel_at_period_end ? 'renew' : 'cancel'}/${escape(s.id)}">
  <button type="submit">${s.cancel_at_period_end ? 'Renew subscription' : 'Cancel subscription'}</button>
</form>`;
    return `<li><p>${escape(state)}</p>${action}</li>`;
  });
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">Return to Larder</a></p>` : '';
  return page(
    'Billing',
    `<h1>Billing</h1>
<ul aria-label="Subscriptions">${rows.join('\n') || '<li>No subscription</li>'}</ul>
${back}`,
  );
}
