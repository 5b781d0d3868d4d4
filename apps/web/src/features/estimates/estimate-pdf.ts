import type { PDFFont, PDFPage } from 'pdf-lib';
import type { EstimateDocument } from './estimate-document';
import { pdfSafeText, wrapText } from './pdf-text';

/** The paper sizes an estimate is printed and downloaded on (A4 and US Letter). */
export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Page width and height in points (1/72 inch). */
export const PAPER_POINTS: Readonly<Record<PaperSize, readonly [number, number]>> = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
};

/** Countries whose printers take US Letter; every other one takes A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE']);

/** The paper of the device's region: US Letter in North America and a few more, else A4. */
export function defaultPaper(locale: string | undefined): PaperSize {
  const region = (locale ?? '').split(/[-_]/)[1]?.toUpperCase() ?? '';
  return LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}

const MARGIN = 50;
const TEXT = 10;
const ROW = 14;
const FOOTER = 30;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws the document page after page; `y` is where the next line goes (from the bottom). */
class PdfWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly addPage: () => PDFPage,
    readonly fonts: Fonts,
    readonly drawable: ReadonlySet<number>,
  ) {
    this.newPage();
  }

  get width(): number {
    return this.page.getWidth();
  }

  get right(): number {
    return this.width - MARGIN;
  }

  newPage(): void {
    this.page = this.addPage();
    this.pages.push(this.page);
    this.y = this.page.getHeight() - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  room(height: number, repeat?: () => void): void {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.newPage();
    repeat?.();
  }

  safe(text: string): string {
    return pdfSafeText(text, this.drawable);
  }

  measure(text: string, size = TEXT, bold = false): number {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  /** Text at `x` on the current line; `align: 'right'` ends it at `x`. */
  text(text: string, x: number, opts: { size?: number; bold?: boolean; align?: 'right' } = {}) {
    const size = opts.size ?? TEXT;
    const safe = this.safe(text);
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const left = opts.align === 'right' ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y - size, size, font });
  }

  /** Wrapped lines of `text` within `width`, as drawn. */
  wrap(text: string, width: number, size = TEXT, bold = false): string[] {
    return wrapText(this.safe(text), width, (s) => this.measure(s, size, bold));
  }

  rule(from = MARGIN, to = this.right): void {
    this.page.drawLine({
      start: { x: from, y: this.y - 3 },
      end: { x: to, y: this.y - 3 },
      thickness: 0.5,
    });
  }
}

/** The columns of the lines table: right edges of servings, price and amount. */
function columns(w: PdfWriter) {
  const amount = w.right;
  const price = amount - 90;
  const servings = price - 90;
  return { amount, price, servings, itemWidth: servings - 70 - MARGIN };
}

function drawHeader(w: PdfWriter, doc: EstimateDocument): void {
  const nameLines = w.wrap(doc.venueName, w.right - MARGIN - 200, 18, true);
  w.text(doc.numberText, w.right, { size: 12, bold: true, align: 'right' });
  for (const line of nameLines) {
    w.text(line, MARGIN, { size: 18, bold: true });
    w.y -= 22;
  }
  w.y -= 6;
  for (const line of w.wrap(doc.title, w.right - MARGIN, 14, true)) {
    w.room(18);
    w.text(line, MARGIN, { size: 14, bold: true });
    w.y -= 18;
  }
  w.text(doc.words.date, MARGIN);
  w.y -= ROW;
  if (doc.customer.length > 0) {
    w.y -= 4;
    w.text(doc.words.for, MARGIN, { bold: true });
    w.y -= ROW;
    for (const line of doc.customer) {
      w.text(line, MARGIN);
      w.y -= ROW;
    }
  }
  w.y -= ROW;
}

function drawTableHead(w: PdfWriter, doc: EstimateDocument): void {
  const c = columns(w);
  w.text(doc.words.item, MARGIN, { bold: true });
  w.text(doc.words.servings, c.servings, { bold: true, align: 'right' });
  w.text(doc.words.price, c.price, { bold: true, align: 'right' });
  w.text(doc.words.amount, c.amount, { bold: true, align: 'right' });
  w.rule();
  w.y -= ROW + 2;
}

function drawLines(w: PdfWriter, doc: EstimateDocument): void {
  const c = columns(w);
  const head = () => drawTableHead(w, doc);
  head();
  for (const line of doc.lines) {
    const names = w.wrap(line.name, c.itemWidth);
    w.room(names.length * ROW, head);
    w.text(line.servings, c.servings, { align: 'right' });
    w.text(line.price, c.price, { align: 'right' });
    w.text(line.amount, c.amount, { align: 'right' });
    for (const name of names) {
      w.text(name, MARGIN);
      w.y -= ROW;
    }
  }
  for (const extra of doc.extras) {
    const labels = w.wrap(extra.label, c.itemWidth);
    w.room(labels.length * ROW, head);
    w.text(extra.amount, c.amount, { align: 'right' });
    for (const label of labels) {
      w.text(label, MARGIN);
      w.y -= ROW;
    }
  }
  w.rule();
  w.y -= ROW;
}

function drawTotals(w: PdfWriter, doc: EstimateDocument): void {
  const label = w.right - 230;
  w.room(doc.totals.length * (ROW + 2) + 4);
  for (const total of doc.totals) {
    const gross = total.key === 'gross';
    const size = gross ? 12 : TEXT;
    if (gross) {
      w.rule(label);
      w.y -= 6;
    }
    w.text(total.label, label, { size, bold: gross });
    w.text(total.value, w.right, { size, bold: gross, align: 'right' });
    w.y -= gross ? ROW + 4 : ROW;
  }
}

function drawNotes(w: PdfWriter, doc: EstimateDocument): void {
  if (doc.notes.trim() === '') return;
  w.y -= ROW;
  w.room(ROW * 2);
  w.text(doc.words.notes, MARGIN, { bold: true });
  w.y -= ROW;
  for (const paragraph of doc.notes.split(/\r?\n/)) {
    for (const line of w.wrap(paragraph, w.right - MARGIN)) {
      w.room(ROW);
      w.text(line, MARGIN);
      w.y -= ROW;
    }
  }
}

function drawFooters(w: PdfWriter, doc: EstimateDocument): void {
  const count = w.pages.length;
  w.pages.forEach((page, i) => {
    const text = w.safe(doc.words.page(i + 1, count));
    const size = 8;
    const width = w.fonts.regular.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: (page.getWidth() - width) / 2,
      y: MARGIN / 2,
      size,
      font: w.fonts.regular,
    });
  });
}

/**
 * The estimate as a PDF file (operations-model §6 "exportable as PDF"): venue, number or
 * draft, title, date, customer, the lines and extras, the totals and the notes, on A4 or US
 * Letter pages, numbered. Built in the browser with pdf-lib, loaded only when a PDF is asked
 * for (docs/decisions/0001-pdf-library.md); the standard Helvetica font, so nothing is
 * fetched and it works offline.
 */
export async function estimatePdf(doc: EstimateDocument, paper: PaperSize): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const size = PAPER_POINTS[paper];
  const writer = new PdfWriter(() => pdf.addPage([size[0], size[1]]), { regular, bold }, drawable);
  pdf.setTitle(`${doc.numberText} - ${doc.title}`);
  pdf.setSubject(doc.venueName);
  pdf.setCreator('Larder');
  pdf.setProducer('Larder');
  drawHeader(writer, doc);
  drawLines(writer, doc);
  drawTotals(writer, doc);
  drawNotes(writer, doc);
  drawFooters(writer, doc);
  return pdf.save();
}
