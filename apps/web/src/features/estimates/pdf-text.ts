/**
 * Currency signs the PDF's built-in fonts cannot draw, as the currency's code (the PDF uses
 * the 14 standard fonts: no font file to ship, and the download works offline).
 */
const SIGN_CODES: Readonly<Record<string, string>> = {
  '₹': 'INR ',
  '₽': 'RUB ',
  '₩': 'KRW ',
  '₺': 'TRY ',
  '₱': 'PHP ',
  '฿': 'THB ',
  '₫': 'VND ',
  '₪': 'ILS ',
  '₦': 'NGN ',
  '₨': 'PKR ',
  ł: 'l',
  Ł: 'L',
};

/**
 * Text as the PDF's standard font can draw it (its character set, `drawable`): a letter it
 * lacks is written without its accent ('ș' as 's'), a currency sign by its code ('₹' as
 * 'INR '), a space it lacks as a plain space, anything else as '?'; line breaks and tabs
 * become spaces.
 */
export function pdfSafeText(text: string, drawable: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (drawable.has(char.codePointAt(0) ?? -1)) {
      out += char;
      continue;
    }
    // The narrow and no-break spaces French puts in figures ('1 234,50 $').
    if (/\s/.test(char)) {
      out += ' ';
      continue;
    }
    const sign = SIGN_CODES[char];
    if (sign !== undefined) {
      out += sign;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base !== '' && [...base].every((c) => drawable.has(c.codePointAt(0) ?? -1)) ? base : '?';
  }
  return out;
}

/** Words of `text` in lines no wider than `width` (a word wider than a line is cut). */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (measure(next) <= width) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
