import type { OrderMailLine } from '@larder/domain';

/** Control characters (line breaks among them) that must not reach a mail's header or columns. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** A text on one line: control characters become a space, trimmed. */
export const oneLine = (text: string): string => text.replace(CONTROL, ' ').trim();

/** The subject of an order mail: 'Order from <venue> for <day>'. */
export const orderMailSubject = (venueName: string, date: string): string =>
  oneLine(`Order from ${venueName} for ${date}`);

/**
 * The text of an order mail (operations-model §3, e-mail to the supplier): a server-side
 * template with one line per item ('3 cases  Tomatoes  (code T-1)'), never the caller's prose.
 */
export function orderMailText(venueName: string, date: string, lines: readonly OrderMailLine[]) {
  const rows = lines.map((line) => {
    const code = line.code ? oneLine(line.code) : '';
    const item = `${line.units} ${oneLine(line.unit)}  ${oneLine(line.name)}`;
    return code ? `- ${item}  (code ${code})` : `- ${item}`;
  });
  return (
    `Order from ${oneLine(venueName)} for delivery on ${date}:\n\n` +
    `${rows.join('\n')}\n\n` +
    `${lines.length} ${lines.length === 1 ? 'line' : 'lines'}. ` +
    'Please reply to this e-mail to confirm the order.\n'
  );
}
