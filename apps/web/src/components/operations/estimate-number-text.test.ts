import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { estimateNumberText } from './estimate-number-text';

describe('estimateNumberText (operations-model §6 "numbered per venue")', () => {
  it('names a numbered estimate by its number, and one the server has not numbered a draft', () => {
    expect(estimateNumberText(7)).toBe('Estimate 7');
    expect(estimateNumberText(1)).toBe('Estimate 1');
    expect(estimateNumberText(undefined)).toBe('Draft (not yet synced)');
    expect(estimateNumberText(null)).toBe('Draft (not yet synced)');
  });
});

describe('estimateNumberText in French', () => {
  it('names a numbered estimate and a draft in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(estimateNumberText(7)).toBe('Soumission 7');
    expect(estimateNumberText(null)).toBe('Brouillon (pas encore synchronisé)');
  });
});
