import { REASON_MESSAGES, type DomainReason } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { issueText, reasonText, trialLimitText } from './issue-text';

describe('issueText: the billing reasons (product spec §6, §7)', () => {
  it('trial-limit names the kind and the limit the server or the device sent', () => {
    const ingredients = { reason: 'trial-limit', params: { kind: 'ingredients', limit: 100 } };
    expect(issueText(ingredients as never)).toBe(
      'This venue has reached the free trial limit of 100 ingredients. Upgrade to Pro to add more.',
    );
    expect(trialLimitText({ reason: 'trial-limit', params: { kind: 'recipes', limit: 25 } })).toBe(
      'This venue has reached the free trial limit of 25 recipes. Upgrade to Pro to add more.',
    );
    expect(trialLimitText({ reason: 'trial-limit' })).toBe(
      'This venue has reached the free trial limit of items. Upgrade to Pro to add more.',
    );
  });

  it('licence-invalid and licence-taken say what happened to the licence', () => {
    expect(issueText({ reason: 'licence-invalid', path: 'receipt' })).toBe(
      'The store did not confirm this purchase. Check the product and the receipt.',
    );
    expect(issueText({ reason: 'licence-taken', path: 'receipt' })).toBe(
      'This licence has already been redeemed, on this account or another one.',
    );
  });
});

describe('issueText and reasonText in French', () => {
  it('words every reason as the domain does in English', () => {
    for (const [reason, english] of Object.entries(REASON_MESSAGES)) {
      expect(reasonText(reason as DomainReason), reason).toBe(english);
    }
  });

  it('reads the texts in the interface language, numbers written the French way', async () => {
    await i18n.changeLanguage('fr');
    expect(issueText({ reason: 'field-required', path: 'name' })).toBe('est obligatoire');
    expect(issueText({ reason: 'field-too-small', path: 'x', params: { above: 0.5 } })).toBe(
      'doit être supérieur à 0,5',
    );
    expect(trialLimitText({ reason: 'trial-limit', params: { kind: 'recipes', limit: 25 } })).toBe(
      'Cet établissement a atteint la limite de l’essai gratuit : 25 recettes. Passez à Pro pour en ajouter davantage.',
    );
    expect(reasonText('price-missing')).toBe('Prix d’achat manquant');
  });

  it('keeps the English of the error contract', () => {
    expect(issueText({ reason: 'field-too-small', path: 'x', params: { above: 0.5 } })).toBe(
      'must be above 0.5',
    );
    expect(issueText({ reason: 'field-invalid', path: 'x', params: { maximum: 1000 } })).toBe(
      'must be 0 to 1000',
    );
    expect(issueText({ reason: 'field-format', path: 'x', params: { format: 'odd' } })).toBe(
      'is not in the expected form',
    );
    expect(issueText({ reason: 'field-type', path: 'x', params: { expected: 'int' } })).toBe(
      'must be a whole number',
    );
  });
});
