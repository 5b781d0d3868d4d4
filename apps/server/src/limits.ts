/**
 * The server's limits on what one caller may ask for, in one place (README, "Limits").
 * Rate limits take @fastify/rate-limit's `{ max, timeWindow }`; they answer 429
 * `ERR_RATE_LIMITED`. Other limits in their own modules: SIGN_IN_RATE_LIMIT and the
 * password-reset limits (auth/), EMAIL_RATE_LIMIT, the restricted-mode limits and
 * SYNC_RATE_LIMIT (config), MAX_PUSH_BODY_BYTES (sync routes).
 */

/** Failed passwords for one account in `windowMinutes` that pause its sign-in for `lockMinutes`. */
export const SIGN_IN_LOCKOUT = { failures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

/** Calls of the provider's token endpoint (/oidc/token) per client address. */
export const TOKEN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Calls of the token endpoint per account (the account a presented code or refresh token was
 * issued to), whichever address they come from.
 */
export const TOKEN_USER_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** Venue saves (add or edit, POST /api/venues) per user; adds are capped by MAX_VENUES_PER_USER too. */
export const VENUE_SAVE_RATE_LIMIT = { max: 100, timeWindow: '10 minutes' } as const;

/** Venues one user may own at once (deleted ones not counted); one more answers 409. */
export const MAX_VENUES_PER_USER = 50;

/** Largest venue PROFILE, as JSON (UTF-8 bytes); a larger one answers 400 on save. */
export const MAX_PROFILE_BYTES = 16 * 1024;

/**
 * The body limit of every route that does not raise its own: small, because a body is read
 * before an anonymous caller is refused. Only authenticated routes that need more (sync push,
 * thumbnails) raise it, and their callers are known (onRequest) before the body is read.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Order mails to suppliers (POST /api/venues/:venueId/order-mail) per user: each goes to a
 * supplier's stored address, so the budget keeps the route from being a mail cannon.
 */
export const ORDER_MAIL_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** Largest order mail body: up to 500 lines of four short fields (the wire schema's limits). */
export const MAX_ORDER_MAIL_BODY_BYTES = 512 * 1024;

/** Site tag checks (POST /api/venues/:venueId/site/tag-check) per user: a check per keystroke pause. */
export const SITE_TAG_CHECK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Site saves (tag, publish settings) per user. */
export const SITE_SAVE_RATE_LIMIT = { max: 100, timeWindow: '10 minutes' } as const;

/** Site image uploads (POST /api/SiteAssetUpdate) per user. */
export const SITE_ASSET_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

/** Images one venue may store for its site; one more answers 409. */
export const MAX_SITE_ASSETS_PER_VENUE = 100;

/**
 * Checkouts started per user (POST /api/subscription/checkout; sync-and-security-notes §3
 * item 12): each makes a Checkout Session at the payment provider.
 */
export const CHECKOUT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** Billing portal sessions and cancellations per user (each calls the payment provider). */
export const BILLING_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** Store licence redemptions tried per user (POST /api/licences/redeem). */
export const REDEEM_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/**
 * Largest payment provider event (POST /api/stripe/webhook, read before its signature is
 * checked): Stripe's subscription, invoice and checkout events are a few KB.
 */
export const MAX_STRIPE_EVENT_BYTES = 256 * 1024;

/**
 * Web image searches (GET /api/venues/:venueId/image-search) per user: a device looks one
 * ingredient up every 30 to 90 s (product spec §9): at most 20 in 10 minutes per device.
 */
export const IMAGE_SEARCH_RATE_LIMIT = { max: 100, timeWindow: '10 minutes' } as const;

/**
 * "Delete account" tries per user (DELETE /api/users/me): a wrong confirmation counts too, so
 * the route cannot be used to guess the account's address.
 */
export const ACCOUNT_DELETION_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** Content security policy reports (POST /api/csp-report, no sign-in) per client address. */
export const CSP_REPORT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Largest content security policy report body; a larger one answers 413. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;
