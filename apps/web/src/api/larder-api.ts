import { encodeRestrictedCode, type AccountDeletionAnswer, type OrderMail } from '@larder/domain';
import { apiRequest } from './api-client';
import { emailFailedText, venueSaveFailedText } from './api-errors';
import type {
  AuthConfig,
  EmailObject,
  LicenceRedemption,
  ProPlanId,
  RedirectAnswer,
  SubscriptionAnswer,
  ServerCount,
  SyncedUser,
  UserSetting,
  VenueData,
  VenueSaveInput,
  VenueSaveResult,
} from './api-types';

/** The server calls of spec section 7, one typed function each. */

export const fetchAuthConfig = () =>
  apiRequest<AuthConfig>('GET', '/api/auth-config', { auth: false });

/** Get synced user (created on first call). */
export const fetchUser = () => apiRequest<SyncedUser>('GET', '/api/user');

/** Get count, with the server time for the clock offset. */
export const fetchCount = () => apiRequest<ServerCount>('GET', '/api/count');

export const updateSetting = (setting: UserSetting) =>
  apiRequest<SyncedUser>('PUT', '/api/user/setting', { body: { setting } });

/** Venue data fetch: 404 for a venue that is not the caller's or is deleted. */
export const fetchVenue = (venueId: string) =>
  apiRequest<VenueData>('GET', `/api/venues/${encodeURIComponent(venueId)}`);

/** Save venue: add one, or edit its name and profile. Fails with 'Error saving venue!'. */
export const saveVenue = (flag: 'add' | 'edit', venue: VenueSaveInput) =>
  apiRequest<VenueSaveResult>('POST', '/api/venues', {
    body: { flag, venue },
    failureText: venueSaveFailedText(),
  });

/** Delete venue (soft delete); answers the user. */
export const deleteVenue = (venueId: string) =>
  apiRequest<SyncedUser>('DELETE', `/api/venues/${encodeURIComponent(venueId)}`);

/** Set restricted: the code is base64-encoded before sending (spec section 5). */
export const setRestrictedCode = (code: string) =>
  apiRequest<SyncedUser>('PUT', '/api/user/restricted', {
    body: { restrictedCode: encodeRestrictedCode(code) },
  });

export const verifyRestrictedCode = (code: string) =>
  apiRequest<{ valid: boolean }>('POST', '/api/user/restricted/verify', {
    body: { restrictedCode: encodeRestrictedCode(code) },
  });

/** Send restricted reset code: mails a 6-digit code to the account's address. */
export const sendRestrictedResetCode = () =>
  apiRequest<{ sent: boolean }>('POST', '/api/user/restricted/reset-code', {
    failureText: emailFailedText(),
  });

/** Clears the restricted code with the e-mailed code (single use, 30 minutes). */
export const resetRestrictedCode = (code: string) =>
  apiRequest<SyncedUser>('POST', '/api/user/restricted/reset', { body: { code } });

/** Send email (the contact form). Fails with 'Email failed'. */
export const sendEmail = (emailObject: EmailObject) =>
  apiRequest<{ sent: boolean }>('POST', '/api/email', {
    body: { emailObject },
    failureText: emailFailedText(),
  });

/**
 * Send an order to its supplier (operations-model §3): the server mails the supplier's stored
 * address only. Fails with 'Email failed', or the text of ERR_SUPPLIER_NO_EMAIL.
 */
export const sendOrderMail = (venueId: string, order: OrderMail) =>
  apiRequest<{ sent: boolean }>('POST', `/api/venues/${encodeURIComponent(venueId)}/order-mail`, {
    body: order,
  });

/**
 * The user's Pro subscription, redeemed licences, the plans on sale and the allowed venue
 * count (product spec §3, §4); `paymentsConfigured` is false on a server without payment keys.
 */
export const fetchSubscription = () => apiRequest<SubscriptionAnswer>('GET', '/api/subscription');

/**
 * Checkout (card payment provider): the provider's page to pay for `planId` on. It sends the
 * user back to /subscription-manage?checkout=success or ?checkout=cancelled.
 */
export const startCheckout = (planId: ProPlanId) =>
  apiRequest<RedirectAnswer>('POST', '/api/subscription/checkout', { body: { planId } });

/** Billing portal: the provider's page where the user changes card or reads invoices. */
export const openBillingPortal = () =>
  apiRequest<RedirectAnswer>('POST', '/api/subscription/portal', { body: {} });

/** Cancel subscription, with optional feedback: Pro stays until the paid period ends. */
export const cancelSubscription = (feedback?: string) =>
  apiRequest<SubscriptionAnswer>('POST', '/api/subscription/cancel', {
    body: feedback ? { feedback } : {},
  });

/** Redeems a store licence pack: the store, the pack's product id and the store's receipt. */
export const redeemLicence = (redemption: LicenceRedemption) =>
  apiRequest<SubscriptionAnswer>('POST', '/api/licences/redeem', { body: redemption });

/**
 * Delete account (the user menu): `confirm` is what the owner typed, the account's address
 * or the word the dialog asks for. Everything of the account goes on the server.
 */
export const deleteAccount = (confirm: string) =>
  apiRequest<AccountDeletionAnswer>('DELETE', '/api/users/me', { body: { confirm } });
