/** The level-2 sections of a guide page, by heading, in order. */
export function helpSections(text: string): { heading: string; body: string }[] {
  const parts = text.split(/^## /m).slice(1);
  return parts.map((part) => {
    const [heading = '', ...body] = part.split('\n');
    return { heading: heading.trim(), body: body.join('\n').trim() };
  });
}

/** The list items of a section that start with a key: '- `Alt+D` Dashboard' -> ['Alt+D', 'Dashboard']. */
export const keyItems = (body: string): [keys: string, text: string][] =>
  [...body.matchAll(/^- `([^`]+)` (.+)$/gm)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]);

/** The keys a page writes, in order (the guide writes keys, and only keys, in backticks). */
export const writtenKeys = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/** The addresses a page links to, in order. */
export const linkTargets = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1] ?? '');

/** The sentences of a paragraph. */
export const sentencesOf = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
