import type { OrderMailLanguage, OrderMailLine } from '@larder/domain';

/** Control characters (line breaks among them) that must not reach a mail's header or columns. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** A text on one line: control characters become a space, trimmed. */
export const oneLine = (text: string): string => text.replace(CONTROL, ' ').trim();

/** The fixed words of an order mail, per language. */
const WORDS: Record<
  OrderMailLanguage,
  {
    subject: (venue: string, date: string) => string;
    opening: (venue: string, date: string) => string;
    lines: (count: number) => string;
    closing: string;
  }
> = {
  en: {
    subject: (venue, date) => `Order from ${venue} for ${date}`,
    opening: (venue, date) => `Order from ${venue} for delivery on ${date}:`,
    lines: (count) => `${count} ${count === 1 ? 'line' : 'lines'}.`,
    closing: 'Please reply to this e-mail to confirm the order.',
  },
  fr: {
    subject: (venue, date) => `Commande de ${venue} pour le ${date}`,
    opening: (venue, date) => `Commande de ${venue} pour livraison le ${date} :`,
    lines: (count) => `${count} ${count === 1 ? 'ligne' : 'lignes'}.`,
    closing: 'Merci de répondre à ce courriel pour confirmer la commande.',
  },
};

/** The subject of an order mail: 'Order from <venue> for <day>' ('Commande de … pour le …'). */
export const orderMailSubject = (
  venueName: string,
  date: string,
  language: OrderMailLanguage = 'en',
): string => oneLine(WORDS[language].subject(venueName, date));

/**
 * The text of an order mail (operations-model §3, e-mail to the supplier): a server-side
 * template with one line per item ('3 cases  Tomatoes  (code T-1)'), never the caller's prose,
 * in the sender's language (English or French).
 */
export function orderMailText(
  venueName: string,
  date: string,
  lines: readonly OrderMailLine[],
  language: OrderMailLanguage = 'en',
) {
  const words = WORDS[language];
  const rows = lines.map((line) => {
    const code = line.code ? oneLine(line.code) : '';
    const item = `${line.units} ${oneLine(line.unit)}  ${oneLine(line.name)}`;
    return code ? `- ${item}  (code ${code})` : `- ${item}`;
  });
  return (
    `${words.opening(oneLine(venueName), date)}\n\n` +
    `${rows.join('\n')}\n\n` +
    `${words.lines(lines.length)} ${words.closing}\n`
  );
}
