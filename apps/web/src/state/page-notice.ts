/**
 * A message for the next page the browser loads (the public home after "Delete account"):
 * kept in sessionStorage across the full-page load, read once.
 */
export const PAGE_NOTICE_KEY = 'larder.pageNotice';

export function leavePageNotice(text: string): void {
  try {
    sessionStorage.setItem(PAGE_NOTICE_KEY, text);
  } catch {
    // storage blocked: the page opens without the message
  }
}

/** The message left for this page, removed as it is read; null when there is none. */
export function takePageNotice(): string | null {
  try {
    const text = sessionStorage.getItem(PAGE_NOTICE_KEY);
    sessionStorage.removeItem(PAGE_NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}
