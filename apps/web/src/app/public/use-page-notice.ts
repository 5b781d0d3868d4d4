import { useEffect } from 'react';
import { flash } from '../../state/flash';
import { takePageNotice } from '../../state/page-notice';

/** How long a message left for the page stays: long enough to read three sentences. */
export const PAGE_NOTICE_MS = 15_000;

/**
 * Shows, once, the message the page before left for this one (the public home after "Delete
 * account": the account is deleted, the device cleared, the confirmation mailed).
 */
export function usePageNotice(): void {
  useEffect(() => {
    const notice = takePageNotice();
    if (notice) flash({ type: 'info', text: notice, durationMs: PAGE_NOTICE_MS });
  }, []);
}
