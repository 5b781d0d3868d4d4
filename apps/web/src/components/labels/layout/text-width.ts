/**
 * Advance widths (1/1000 em) of Helvetica, the metrics of Arial and Liberation Sans too, for
 * printable ASCII 32-126. Labels are drawn in that family, so text can be measured without a
 * browser (the layout is pure and runs in tests).
 */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const OTHER: Readonly<Record<string, number>> = {
  '\u2014': 1000, // em dash
  '\u2013': 556, // en dash
  '\u2022': 350, // bullet
  '\u00b5': 556, // micro
  '\u00a0': 278, // no-break space
  '\u202f': 278, // narrow no-break space
  '\u2019': 222, // apostrophe
  '\u00d7': 584, // times
};

/** The family every label is drawn in (metric-compatible faces first). */
export const LABEL_FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', sans-serif";

const charWidth = (ch: string, bold: boolean): number => {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return ((bold ? BOLD : REGULAR)[code - 32] as number) / 1000;
  const other = OTHER[ch];
  if (other !== undefined) return other / 1000;
  const base = ch.normalize('NFD')[0] ?? ch; // é -> e
  if (base !== ch) return charWidth(base, bold);
  return 0.6;
};

/** Width in points of `text` set at `size` points. */
export function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch, bold);
  return w * size;
}

/** Greedy word wrap of `text` into lines no wider than `width` points. */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
