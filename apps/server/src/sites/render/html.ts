import { escapeHtml } from '../../auth/pages.js';

/** Markup already built by `markup`: inserted as it is, never escaped twice. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** What a template may hold: text (escaped), numbers, markup, lists of them; nothing for null. */
export type HtmlPart = SafeHtml | string | number | null | undefined | false | readonly HtmlPart[];

const partText = (part: HtmlPart): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.text;
  if (Array.isArray(part)) return part.map(partText).join('');
  return escapeHtml(part);
};

/**
 * The one way the public site builds HTML: every value put into the template is escaped
 * (`escapeHtml`: & < > " '), unless it is markup this function made. A venue's text, whatever
 * it holds, reaches the page as text (sync-and-security-notes §3 item 22). (Named `markup`, not
 * `html`, so the formatter leaves the templates as written: no whitespace is added to the page.)
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlPart[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += partText(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup written by the server itself (style sheets, SVG paths of the product). */
export const trusted = (text: string): SafeHtml => new SafeHtml(text);
