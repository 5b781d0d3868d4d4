import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../api/api-errors';
import type { SubscriptionAnswer } from '../../api/api-types';
import { fetchSubscription } from '../../api/larder-api';
import { i18n } from '../../i18n/i18n';
import { refreshProStatus } from '../../state/pro-status';

export type SubscriptionState =
  | { state: 'loading' }
  | { state: 'ready'; answer: SubscriptionAnswer }
  | { state: 'error'; message: string };

export interface SubscriptionData {
  current: SubscriptionState;
  /**
   * Reads the subscription and the signed-in user again (every badge follows); answers the
   * subscription, or null when it could not be read (the page keeps what it showed).
   */
  reload(): Promise<SubscriptionAnswer | null>;
  /** Shows an answer a change of plan returned, and reads the user again. */
  replace(answer: SubscriptionAnswer): void;
}

/** The subscription page's data: GET /api/subscription, read once and after every change. */
export function useSubscription(): SubscriptionData {
  const [current, setCurrent] = useState<SubscriptionState>({ state: 'loading' });

  const reload = useCallback(async () => {
    const [read, user] = await Promise.allSettled([fetchSubscription(), refreshProStatus()]);
    void user;
    if (read.status === 'fulfilled') {
      setCurrent({ state: 'ready', answer: read.value });
      return read.value;
    }
    const message = errorText(read.reason, i18n.t('subscription:readFailed'));
    setCurrent((shown) => (shown.state === 'ready' ? shown : { state: 'error', message }));
    return null;
  }, []);

  const replace = useCallback((answer: SubscriptionAnswer) => {
    setCurrent({ state: 'ready', answer });
    void refreshProStatus().catch(() => undefined);
  }, []);

  useEffect(() => {
    let active = true;
    fetchSubscription()
      .then((answer) => active && setCurrent({ state: 'ready', answer }))
      .catch((error: unknown) => {
        if (!active) return;
        setCurrent({
          state: 'error',
          message: errorText(error, i18n.t('subscription:readFailed')),
        });
      });
    return () => {
      active = false;
    };
  }, []);

  return { current, reload, replace };
}
