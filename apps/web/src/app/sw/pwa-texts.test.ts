import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  OFFLINE_READY_TEXT,
  offlineReadyText,
  UPDATE_AVAILABLE_TEXT,
  updateAvailableText,
} from './pwa-texts';

describe('the service worker toast texts (spec section 2)', () => {
  it('are the spec texts in English and French in French', async () => {
    expect(offlineReadyText()).toBe(OFFLINE_READY_TEXT);
    expect(updateAvailableText()).toBe(UPDATE_AVAILABLE_TEXT);
    await i18n.changeLanguage('fr');
    expect(offlineReadyText()).toBe('Application prête à fonctionner hors ligne');
  });
});
