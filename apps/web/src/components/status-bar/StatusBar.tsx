import { useTranslation } from 'react-i18next';
import { PageLink } from '../page/page-navigation';
import { removeFlash, useFlashes } from '../../state/flash';
import { SYNC_REFUSALS_ID } from '../sync-refusals/sync-refusals-id';
import { FlashIcon } from './FlashIcon';
import { isSyncIncomplete } from './sync-incomplete';

/** The status bar's text when a sync did not finish; it links to what the server refused. */
export { SYNC_INCOMPLETE_TEXT } from './sync-incomplete';

/** Lists the flash messages, newest last, each with the icon of its type. */
export function StatusBar() {
  const { t } = useTranslation('components');
  const messages = useFlashes();
  return (
    <div data-testid="status-bar" className="larder-status-bar" role="status" aria-live="polite">
      <div className="page-status-list">
        {messages.map((message) => (
          <div
            key={message.id}
            data-testid={`flash-${message.type}`}
            data-flash-id={message.id}
            className="page-paper page-status-message"
            role={message.type === 'error' ? 'alert' : undefined}
          >
            <FlashIcon type={message.type} />
            <span className="visually-hidden">
              {t('statusBar.typeName', { type: t(`statusBar.types.${message.type}`) })}
            </span>
            <p className="page-status-text">
              {message.text}
              {isSyncIncomplete(message.text) && (
                <>
                  {' '}
                  <PageLink to={`/dash#${SYNC_REFUSALS_ID}`}>
                    {t('statusBar.whatNotSaved')}
                  </PageLink>
                </>
              )}
            </p>
            {message.action && (
              <button
                type="button"
                className="page-button page-button-light"
                onClick={() => {
                  removeFlash(message.id);
                  message.action?.run();
                }}
              >
                {message.action.label}
              </button>
            )}
            <button
              type="button"
              className="page-close"
              aria-label={t('statusBar.dismiss')}
              onClick={() => removeFlash(message.id)}
            >
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
