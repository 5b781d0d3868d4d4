import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { offlineReadyText, updateAvailableText } from './pwa-texts';
import { reloadOnTakeover } from './reload-on-takeover';

/** Default report of a failed registration: the status bar, and the console for detail. */
export function reportRegisterError(error: unknown): void {
  console.error('Service worker registration failed', error);
  flash({ type: 'error', text: i18n.t('app:pwa.registerFailed') });
}

interface Props {
  /** Called when the service worker cannot be registered. */
  onRegisterError?: (error: unknown) => void;
}

/**
 * Registers the service worker (/sw.js, scope '/') and tells the user when the app is ready
 * offline or when an update is waiting; Reload activates the update and reloads.
 */
export function PwaToast({ onRegisterError = reportRegisterError }: Props) {
  const { t } = useTranslation(['app', 'common']);
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisterError });

  if (!offlineReady && !needRefresh) return null;

  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };

  return (
    <div
      data-testid="pwa-toast"
      data-state={needRefresh ? 'need-refresh' : 'offline-ready'}
      className="larder-toast page-paper"
      role="status"
      aria-live="polite"
    >
      <p>{needRefresh ? updateAvailableText() : offlineReadyText()}</p>
      <div className="page-actions">
        {needRefresh && (
          <button
            type="button"
            className="page-button page-button-filled"
            onClick={() => {
              reloadOnTakeover();
              void updateServiceWorker(true);
            }}
          >
            {t('pwa.reload')}
          </button>
        )}
        <button type="button" className="page-button page-button-default" onClick={close}>
          {t('common:close')}
        </button>
      </div>
    </div>
  );
}
