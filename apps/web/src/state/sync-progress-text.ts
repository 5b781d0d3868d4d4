import type { SyncProgress } from '@larder/data';
import { i18n } from '../i18n/i18n';
import { driveStatusText } from './drive-status';

/**
 * The spec's text of a sync progress event (product spec §7, §8) in the interface language,
 * or null when it shows nothing; in English, the data layer's progressText word for word.
 * Progress for another user than the signed-in one is ignored.
 */
export function syncProgressText(event: SyncProgress, currentUserId: string): string | null {
  if (event.userId !== currentUserId) return null;
  switch (event.type) {
    case 'start':
      return event.mode === 'changes'
        ? i18n.t('app:sync.changes')
        : i18n.t('app:sync.full', { venue: event.venueName });
    case 'record':
      return i18n.t(`app:sync.record.${event.label}`, { name: event.name });
    case 'updated':
      return i18n.t(`app:sync.updated.${event.label}`, { name: event.name });
    case 'error':
      return event.current ? i18n.t('app:sync.incomplete') : null;
    case 'site':
      return i18n.t('app:sync.site');
    case 'site-error':
      return i18n.t('app:sync.siteError');
    case 'patch':
      return i18n.t(`app:sync.patch.${event.status}`);
    case 'drive':
      return driveStatusText(event.status);
    case 'legacy':
      return legacyText(event);
    case 'done':
      return null;
  }
}

/** The legacy Windows-app sync's texts; a venue without an export shows nothing. */
function legacyText(event: Extract<SyncProgress, { type: 'legacy' }>): string | null {
  const venue = event.venueName;
  switch (event.status) {
    case 'start':
      return i18n.t('app:sync.legacy.start', { venue });
    case 'done': {
      const count = event.unreadable ?? 0;
      return count === 0
        ? i18n.t('app:sync.legacy.done', { venue })
        : i18n.t('app:sync.legacy.doneUnreadable', { venue, count });
    }
    case 'missing':
      return null;
    case 'error':
      return i18n.t('app:sync.legacy.error', { venue });
  }
}
