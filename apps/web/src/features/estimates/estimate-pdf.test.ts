import { createRequire } from 'node:module';
import path from 'node:path';
import type { Estimate } from '@larder/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { checkEstimate } from './estimate-check';
import { estimateDocument } from './estimate-document';
import { defaultPaper, estimatePdf } from './estimate-pdf';
import { recipeLookup, WEDDING_ESTIMATE } from './estimate-test-data';

const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The PDF read back with pdf.js: each page's size and its text, items joined by spaces. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({
    data: bytes.slice(),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: { width: number; height: number; text: string }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ width, height, text });
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { pages, title: info.Title };
}

const docOf = (estimate: Estimate, currency = '$', number: number | null = 7) => {
  const { lines, totals } = checkEstimate(estimate, recipeLookup);
  if (!totals) throw new Error('no totals');
  return estimateDocument({
    estimate,
    lines,
    totals,
    venueName: 'Bistro Larder',
    number,
    currency,
  });
};

describe('the estimate PDF (operations-model §6 "exportable as PDF")', { timeout: 30_000 }, () => {
  it('holds the venue, number, customer, lines, extras and totals on one A4 page', async () => {
    const { pages, title } = await readPdf(await estimatePdf(docOf(WEDDING_ESTIMATE), 'A4'));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(595.28, 1);
    expect(pages[0]!.height).toBeCloseTo(841.89, 1);
    const text = pages[0]!.text;
    for (const expected of [
      'Bistro Larder',
      'Estimate 7',
      'Smith wedding',
      'Date: 2026-06-20',
      'Ann Smith',
      'ann@example.com',
      'Custard',
      '$480.00',
      'Tart',
      '$160.00',
      'Staff',
      '$300.00',
      'Discount (10%)',
      '-$94.00',
      'Tax (10%)',
      '$84.60',
      'Total',
      '$930.60',
      'Deposit of 20% on acceptance.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(title).toBe('Estimate 7 - Smith wedding');
  });

  it('is written in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const { pages } = await readPdf(await estimatePdf(docOf(WEDDING_ESTIMATE), 'A4'));
    const text = pages[0]!.text;
    for (const expected of [
      'Date : 2026-06-20',
      'Portions',
      'Montant',
      'Sous-total',
      'Rabais (10 %)',
      '-94,00 $',
      'Taxes (10 %)',
      '930,60 $',
      'page 1 de 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is drawn on US Letter when asked', async () => {
    const { pages } = await readPdf(await estimatePdf(docOf(WEDDING_ESTIMATE), 'Letter'));
    expect([pages[0]!.width, pages[0]!.height]).toEqual([612, 792]);
  });

  it('says Draft before the server numbers the estimate', async () => {
    const doc = docOf(WEDDING_ESTIMATE, '$', null);
    const { pages } = await readPdf(await estimatePdf(doc, 'A4'));
    expect(pages[0]!.text).toContain('Draft (not yet synced)');
  });

  it('runs onto more pages for a long estimate, each numbered, the total on the last', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({
      foodkey: i % 2 ? 'CUSTARD' : 'TART',
      qty: 10,
      pricing: i % 2 ? ('sale' as const) : ('target' as const),
    }));
    // 45 x 60.00 + 45 x 20.00 + 300 = 3900.00; less 10% = 3510.00; plus 10% tax = 3861.00.
    const { pages } = await readPdf(
      await estimatePdf(docOf({ ...WEDDING_ESTIMATE, lines }), 'Letter'),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`page ${i + 1} of ${pages.length}`);
      expect(page.text).toContain('Amount');
    });
    expect(pages.at(-1)!.text).toContain('$3,861.00');
  });

  it('writes a currency sign the standard font lacks by its code', async () => {
    const { pages } = await readPdf(await estimatePdf(docOf(WEDDING_ESTIMATE, '₹'), 'A4'));
    expect(pages[0]!.text).toContain('INR 930.60');
  });

  it('takes US Letter in North America and A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('Letter');
    expect(defaultPaper('fr-CA')).toBe('Letter');
    expect(defaultPaper('en-GB')).toBe('A4');
    expect(defaultPaper('de')).toBe('A4');
    expect(defaultPaper(undefined)).toBe('A4');
  });
});
