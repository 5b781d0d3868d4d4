import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { checkEstimate } from './estimate-check';
import { estimateDocument, estimatePdfFileName } from './estimate-document';
import { recipeLookup, WEDDING_ESTIMATE } from './estimate-test-data';
import type { Estimate } from '@larder/domain';

const docOf = (estimate: Estimate, number?: number) => {
  const { lines, totals } = checkEstimate(estimate, recipeLookup);
  if (!totals) throw new Error('no totals');
  return estimateDocument({ estimate, lines, totals, venueName: 'Bistro', number, currency: '$' });
};

describe("the customer's copy of an estimate (operations-model §6)", () => {
  it('lists the dishes, extras and the totals the customer pays, not the venue’s cost or margin', () => {
    const doc = docOf(WEDDING_ESTIMATE, 7);
    expect(doc).toMatchObject({
      venueName: 'Bistro',
      numberText: 'Estimate 7',
      title: 'Smith wedding',
      date: '2026-06-20',
      customer: ['Ann Smith', 'ann@example.com'],
      notes: 'Deposit of 20% on acceptance.',
    });
    expect(doc.lines).toEqual([
      { name: 'Custard', servings: '80', price: '$6.00', amount: '$480.00' },
      { name: 'Tart', servings: '80', price: '$2.00', amount: '$160.00' },
    ]);
    expect(doc.extras).toEqual([{ label: 'Staff', amount: '$300.00' }]);
    expect(doc.totals.map((t) => [t.label, t.value])).toEqual([
      ['Subtotal', '$940.00'],
      ['Discount (10%)', '-$94.00'],
      ['Net', '$846.00'],
      ['Tax (10%)', '$84.60'],
      ['Total', '$930.60'],
    ]);
  });

  it('shows a draft until the server numbers it, and only subtotal and total with no discount or tax', () => {
    const doc = docOf({ ...WEDDING_ESTIMATE, discount: null, taxPercent: 0 });
    expect(doc.numberText).toBe('Draft (not yet synced)');
    expect(doc.totals.map((t) => [t.label, t.value])).toEqual([
      ['Subtotal', '$940.00'],
      ['Total', '$940.00'],
    ]);
  });

  it('names the PDF after the number and the title', () => {
    expect(estimatePdfFileName(7, 'Smith wedding – Saturday!')).toBe(
      'estimate-7-smith-wedding-saturday.pdf',
    );
    expect(estimatePdfFileName(undefined, 'Crème brûlée night')).toBe(
      'estimate-draft-creme-brulee-night.pdf',
    );
    expect(estimatePdfFileName(3, '***')).toBe('estimate-3.pdf');
  });

  it('is written in the interface language: French words and figures', async () => {
    await i18n.changeLanguage('fr');
    const doc = docOf(WEDDING_ESTIMATE, 7);
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(doc.lines.map((l) => plain(l.amount))).toEqual(['480,00 $', '160,00 $']);
    expect(doc.totals.map((t) => [plain(t.label), plain(t.value)])).toEqual([
      ['Sous-total', '940,00 $'],
      ['Rabais (10 %)', '-94,00 $'],
      ['Montant net', '846,00 $'],
      ['Taxes (10 %)', '84,60 $'],
      ['Total', '930,60 $'],
    ]);
    expect(plain(doc.words.date)).toBe('Date : 2026-06-20');
    expect(doc.words.amount).toBe('Montant');
    expect(estimatePdfFileName(7, 'Mariage Tremblay')).toBe('soumission-7-mariage-tremblay.pdf');
    expect(estimatePdfFileName(undefined, 'Souper')).toBe('soumission-brouillon-souper.pdf');
  });
});
