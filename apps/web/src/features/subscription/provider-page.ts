import { errorText } from '../../api/api-errors';
import { i18n } from '../../i18n/i18n';

/** Leaves the app for the payment provider's page (a full-page navigation). */
export type LeaveFor = (url: string) => void;

export const leaveForProviderPage: LeaveFor = (url) => window.location.assign(url);

/** Text when the provider's answer is not a page address. */
export const providerPageMissing = (): string => i18n.t('subscription:providerPageMissing');

/**
 * Opens the provider page a call answers (checkout, billing portal): only an absolute http(s)
 * address is followed. Answers the error text to show, or null once the page is leaving.
 */
export async function openProviderPage(
  call: () => Promise<{ url: string }>,
  leaveFor: LeaveFor,
): Promise<string | null> {
  try {
    const { url } = await call();
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return providerPageMissing();
    leaveFor(url);
    return null;
  } catch (error) {
    return errorText(error, providerPageMissing());
  }
}
