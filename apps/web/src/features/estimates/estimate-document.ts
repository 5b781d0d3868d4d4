import type { Estimate, EstimateTotals } from '@larder/domain';
import { estimateNumberText } from '../../components/operations/estimate-number-text';
import { i18n } from '../../i18n/i18n';
import type { PricedLine } from './estimate-pricing';
import { moneyText, percentFigure, servingsText } from './money-text';

/** One row of the document's totals. */
export interface DocumentTotal {
  readonly key: 'subtotal' | 'discount' | 'net' | 'tax' | 'gross';
  readonly label: string;
  readonly value: string;
}

/**
 * What the customer's copy of an estimate says (operations-model §6 "printable and exportable
 * as PDF"), as text: the print view and the PDF both draw it, so they say the same.
 */
export interface EstimateDocument {
  readonly venueName: string;
  /** 'Estimate 7', or 'Draft (not yet synced)' before the server numbered it. */
  readonly numberText: string;
  readonly title: string;
  readonly date: string;
  /** The words of the document around the estimate's own, in the interface language. */
  readonly words: DocumentWords;
  readonly customer: readonly string[];
  readonly lines: readonly {
    readonly name: string;
    readonly servings: string;
    readonly price: string;
    readonly amount: string;
  }[];
  readonly extras: readonly { readonly label: string; readonly amount: string }[];
  readonly totals: readonly DocumentTotal[];
  readonly notes: string;
}

/** The headings and labels of the customer's copy. */
export interface DocumentWords {
  /** 'Date: 2026-06-20'. */
  readonly date: string;
  readonly for: string;
  readonly item: string;
  readonly servings: string;
  readonly price: string;
  readonly amount: string;
  readonly notes: string;
  /** The footer of page `page` of `pages`: 'Estimate 7 - page 1 of 2'. */
  page(page: number, pages: number): string;
}

export interface EstimateDocumentInput {
  readonly estimate: Estimate;
  readonly lines: readonly PricedLine[];
  readonly totals: EstimateTotals;
  readonly venueName: string;
  /** The number the server gave the estimate; none before. */
  readonly number: number | null | undefined;
  readonly currency: string;
}

/**
 * The customer's copy of an estimate: venue, number (or draft), title, date, customer, the
 * recipe lines (servings, price per serving, amount), the extras, and the totals the customer
 * pays: subtotal, discount and net (when there is a discount), tax (when there is tax) and
 * the gross total. Cost, margin and food cost stay on the editor: they are the venue's own.
 */
export function estimateDocument({
  estimate,
  lines,
  totals,
  venueName,
  number,
  currency,
}: EstimateDocumentInput): EstimateDocument {
  const money = (value: number) => moneyText(value, currency);
  const discount = estimate.discount;
  const t = i18n.getFixedT(null, 'estimates', 'document');
  const rows: DocumentTotal[] = [
    { key: 'subtotal', label: t('subtotal'), value: money(totals.subtotal) },
  ];
  if (totals.discount > 0) {
    const label =
      discount?.kind === 'percent'
        ? t('discountPercent', { percent: percentFigure(discount.value) })
        : t('discount');
    rows.push({ key: 'discount', label, value: money(-totals.discount) });
    rows.push({ key: 'net', label: t('net'), value: money(totals.net) });
  }
  if (estimate.taxPercent > 0) {
    rows.push({
      key: 'tax',
      label: t('tax', { percent: percentFigure(estimate.taxPercent) }),
      value: money(totals.tax),
    });
  }
  rows.push({ key: 'gross', label: t('total'), value: money(totals.gross) });
  const numberText = estimateNumberText(number);
  const customer = [estimate.customer?.name, estimate.customer?.email].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return {
    venueName,
    numberText,
    title: estimate.title,
    date: estimate.date,
    words: {
      date: t('date', { date: estimate.date }),
      for: t('for'),
      item: t('item'),
      servings: t('servings'),
      price: t('price'),
      amount: t('amount'),
      notes: t('notes'),
      page: (page, pages) => t('page', { number: numberText, page, pages }),
    },
    customer,
    lines: lines.map((line) => ({
      name: line.name,
      servings: servingsText(line.qty),
      price: moneyText(line.unitPrice, currency),
      amount: moneyText(line.unitPrice === null ? null : line.qty * line.unitPrice, currency),
    })),
    extras: estimate.extras.map((extra) => ({ label: extra.label, amount: money(extra.amount) })),
    totals: rows,
    notes: estimate.notes ?? '',
  };
}

/**
 * The file name of an estimate's PDF: 'estimate-7-smith-wedding.pdf', 'estimate-draft-….pdf'
 * ('soumission-7-….pdf' in French).
 */
export function estimatePdfFileName(number: number | null | undefined, title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const t = i18n.getFixedT(null, 'estimates', 'document');
  const head = `${t('fileName')}-${typeof number === 'number' ? number : t('fileDraft')}`;
  return `${slug ? `${head}-${slug}` : head}.pdf`;
}
