import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { NEW_VENUE_OPEN_FAILED, newVenueOpenFailedText } from './new-venue';
import { DEFAULT_SPLASH_TEXT, showSplash, splashStore } from './splash';
import { VENUE_DATA_ERROR_TEXT } from './venue';

describe('the English texts kept under their names', () => {
  it('are what the catalogue says in English', () => {
    expect(newVenueOpenFailedText()).toBe(NEW_VENUE_OPEN_FAILED);
    expect(i18n.t('app:venue.dataError')).toBe(VENUE_DATA_ERROR_TEXT);
    showSplash();
    expect(splashStore.get()).toBe(DEFAULT_SPLASH_TEXT);
  });

  it('give way to the interface language where the app shows them', async () => {
    await i18n.changeLanguage('fr');
    showSplash();
    expect(splashStore.get()).toBe('Chargement... veuillez patienter.');
    expect(newVenueOpenFailedText()).toBe(
      'Le nouvel établissement n’a pas pu être ouvert sur cet appareil.',
    );
  });
});
