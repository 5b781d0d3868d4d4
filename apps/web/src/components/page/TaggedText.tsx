import { Fragment, type ReactNode } from 'react';

/** A piece of a tagged text: plain text, or the text inside `<tag>…</tag>`. */
export type TaggedPart = { text: string } | { tag: string; text: string };

/**
 * Splits a text with simple tags ('Read <anchor>the terms</anchor>.') into its pieces, in
 * order. Tags do not nest; an unclosed or unknown-shaped tag stays as text.
 */
export function splitTagged(text: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  const pattern = /<([a-z][a-z0-9]*)>([\s\S]*?)<\/\1>/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ tag: match[1]!, text: match[2]! });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text without its tags, as a reader hears it. */
export function asText(text: string): string {
  return splitTagged(text)
    .map((part) => part.text)
    .join('');
}

/**
 * Draws a translated text whose tagged parts are elements: `parts.anchor` draws what
 * `<anchor>…</anchor>` holds. A tag `parts` does not name is drawn as its text.
 */
export function TaggedText({
  text,
  parts,
}: {
  text: string;
  parts: Readonly<Record<string, (children: string) => ReactNode>>;
}) {
  return (
    <>
      {splitTagged(text).map((part, index) => {
        const draw = 'tag' in part ? parts[part.tag] : undefined;
        return <Fragment key={index}>{draw ? draw(part.text) : part.text}</Fragment>;
      })}
    </>
  );
}
