import type { Estimate, EstimateTotals } from '@larder/domain';
import { estimateNumberText } from '../../components/operations/estimate-number-text';
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
  const rows: DocumentTotal[] = [
    { key: 'subtotal', label: 'Subtotal', value: money(totals.subtotal) },
  ];
  if (totals.discount > 0) {
    const label =
      discount?.kind === 'percent' ? `Discount (${percentFigure(discount.value)})` : 'Discount';
    rows.push({ key: 'discount', label, value: money(-totals.discount) });
    rows.push({ key: 'net', label: 'Net', value: money(totals.net) });
  }
  if (estimate.taxPercent > 0) {
    rows.push({
      key: 'tax',
      label: `Tax (${percentFigure(estimate.taxPercent)})`,
      value: money(totals.tax),
    });
  }
  rows.push({ key: 'gross', label: 'Total', value: money(totals.gross) });
  const customer = [estimate.customer?.name, estimate.customer?.email].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return {
    venueName,
    numberText: estimateNumberText(number),
    title: estimate.title,
    date: estimate.date,
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

/** The file name of an estimate's PDF: 'estimate-7-smith-wedding.pdf', 'estimate-draft-….pdf'. */
export function estimatePdfFileName(number: number | null | undefined, title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const head = typeof number === 'number' ? `estimate-${number}` : 'estimate-draft';
  return `${slug ? `${head}-${slug}` : head}.pdf`;
}
