/**
 * Stripe's request encoding, as its libraries send it: `application/x-www-form-urlencoded`
 * pairs whose keys nest with brackets (`metadata[userId]=u1`,
 * `line_items[0][price]=price_1`, `expand[]=items`). Answers the nested object; a key made
 * only of digits in brackets makes an array.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const pathOf = (key: string): string[] => {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]!);
  return parts;
};

type Node = { [key: string]: Node | string };

function place(root: Node, parts: string[], value: string) {
  let node = root;
  parts.forEach((part, index) => {
    const name = part === '' ? String(Object.keys(node).length) : part;
    if (index === parts.length - 1) {
      node[name] = value;
      return;
    }
    const next = node[name];
    if (typeof next !== 'object') node[name] = {};
    node = node[name] as Node;
  });
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const listed = keys.length > 0 && keys.every((key, i) => key === String(i));
  if (listed) return keys.map((key) => arrays(node[key]!));
  return Object.fromEntries(keys.map((key) => [key, arrays(node[key]!)]));
}

export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(text)) place(root, pathOf(key), value);
  return arrays(root) as Record<string, FormValue>;
}
