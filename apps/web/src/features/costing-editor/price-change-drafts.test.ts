import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  changeOf,
  changesOf,
  draftErrorTexts,
  draftIssues,
  draftTouched,
  emptyDraft,
  percentOf,
  scopeChoices,
  type PriceChangeDraft,
} from './price-change-drafts';

const draft = (patch: Partial<PriceChangeDraft>): PriceChangeDraft => ({
  ...emptyDraft(1),
  ...patch,
});

describe('percentOf', () => {
  it('reads a signed percent as typed', () => {
    expect(percentOf('20')).toBe(20);
    expect(percentOf('+20')).toBe(20);
    expect(percentOf('-5')).toBe(-5);
    expect(percentOf(' 12.5 % ')).toBe(12.5);
    expect(percentOf('.5')).toBe(0.5);
  });

  it('reads a decimal comma where the interface language writes one', async () => {
    expect(percentOf('2,5')).toBeNull();
    await i18n.changeLanguage('fr');
    expect(percentOf('2,5')).toBe(2.5);
    expect(percentOf('-12,5 %')).toBe(-12.5);
    expect(percentOf('12.5')).toBe(12.5);
    expect(percentOf('1,2,3')).toBeNull();
  });

  it('is null for what is not a number', () => {
    for (const text of ['', '+', '-', 'ten', '1e3', '2,5', '1.2.3', '--5', 'Infinity']) {
      expect(percentOf(text), text).toBeNull();
    }
  });
});

describe('price change drafts (operations-model §8)', () => {
  it('turns each scope into the domain change', () => {
    expect(changeOf(draft({ scope: 'item', target: 'BUTTER', percent: '+20' }))).toEqual({
      scope: 'item',
      foodkey: 'BUTTER',
      percent: 20,
    });
    expect(changeOf(draft({ scope: 'supplier', target: 'DAIRY CO', percent: '10' }))).toEqual({
      scope: 'supplier',
      supplier: 'DAIRY CO',
      percent: 10,
    });
    expect(changeOf(draft({ scope: 'category', target: 'Dairy', percent: '-5' }))).toEqual({
      scope: 'category',
      category: 'Dairy',
      percent: -5,
    });
    expect(changeOf(draft({ scope: 'all', target: '', percent: '3' }))).toEqual({
      scope: 'all',
      percent: 3,
    });
  });

  it('names the missing target and the bad percent by field', () => {
    expect(draftIssues(draft({ scope: 'supplier', percent: '10' }))).toEqual({
      target: { reason: 'field-required', path: 'target' },
    });
    expect(draftIssues(draft({ scope: 'all', percent: '' })).percent?.reason).toBe(
      'field-required',
    );
    expect(draftIssues(draft({ scope: 'all', percent: 'abc' })).percent).toEqual({
      reason: 'field-type',
      path: 'percent',
      params: { expected: 'number' },
    });
    expect(draftIssues(draft({ scope: 'all', percent: '-100' })).percent).toEqual({
      reason: 'field-too-small',
      path: 'percent',
      params: { above: -100 },
    });
    expect(draftIssues(draft({ scope: 'all', percent: '1001' })).percent).toEqual({
      reason: 'field-too-large',
      path: 'percent',
      params: { maximum: 1000 },
    });
    expect(draftIssues(draft({ scope: 'all', percent: '-99.5' }))).toEqual({});
  });

  it('keeps only the valid changes, in the order typed (they compound)', () => {
    const drafts = [
      draft({ id: 1, scope: 'supplier', target: 'DAIRY CO', percent: '20' }),
      draft({ id: 2, scope: 'supplier', target: '', percent: '5' }),
      draft({ id: 3, scope: 'all', percent: '1' }),
      draft({ id: 4, scope: 'item', target: 'BUTTER', percent: '-' }),
    ];
    expect(changesOf(drafts)).toEqual([
      { scope: 'supplier', supplier: 'DAIRY CO', percent: 20 },
      { scope: 'all', percent: 1 },
    ]);
  });

  it('names the row and field of every mistake', () => {
    const drafts = [
      draft({ id: 1, scope: 'supplier', target: 'DAIRY CO', percent: '20' }),
      draft({ id: 2, scope: 'category', target: '', percent: 'x' }),
    ];
    expect(draftErrorTexts(drafts)).toEqual([
      'Change 2: Category: is required',
      'Change 2: Percent: must be a number',
    ]);
  });

  it('names the row and field in French when the interface is French', async () => {
    await i18n.changeLanguage('fr');
    const drafts = [draft({ scope: 'item', target: '', percent: '-200' })];
    expect(draftErrorTexts(drafts)).toEqual([
      'Changement 1 : Article : est obligatoire',
      'Changement 1 : Pourcentage : doit être supérieur à -100',
    ]);
    expect(scopeChoices().map((choice) => choice.label)).toEqual([
      'Un article',
      'Un fournisseur',
      'Une catégorie',
      'Tous les articles',
    ]);
  });

  it('counts a draft as typed once it holds a target or a percent', () => {
    expect(draftTouched(emptyDraft(1))).toBe(false);
    expect(draftTouched(draft({ percent: '1' }))).toBe(true);
    expect(draftTouched(draft({ target: 'DAIRY CO' }))).toBe(true);
  });
});
