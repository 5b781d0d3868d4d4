import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  EMAIL_FAILED,
  NETWORK_FAILED,
  PAYMENTS_OFF,
  TOKEN_FAILED,
  VENUE_SAVE_FAILED,
  emailFailedText,
  networkFailedText,
  paymentsOffText,
  tokenFailedText,
  venueSaveFailedText,
} from './error-texts';

describe('the spec error texts (product spec section 8)', () => {
  it('are the English constants word for word in English', () => {
    expect(tokenFailedText()).toBe(TOKEN_FAILED);
    expect(emailFailedText()).toBe(EMAIL_FAILED);
    expect(venueSaveFailedText()).toBe(VENUE_SAVE_FAILED);
    expect(paymentsOffText()).toBe(PAYMENTS_OFF);
    expect(networkFailedText()).toBe(NETWORK_FAILED);
  });

  it('are read in the interface language when shown', async () => {
    await i18n.changeLanguage('fr');
    expect(tokenFailedText()).toBe('Échec du jeton');
    expect(venueSaveFailedText()).toBe('Erreur lors de l’enregistrement de l’établissement!');
    expect(networkFailedText()).toBe(
      'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
    );
  });
});
