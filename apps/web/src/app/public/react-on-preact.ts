import type { ReactNode } from 'react';

/**
 * What the public pages' build gives for `react` (vite/preact-aliases.ts): Preact's React
 * compatibility, and `Activity`, which Mantine's tabs and tree import and Preact lacks (the
 * public pages draw neither): a hidden part is not drawn.
 */
// @ts-expect-error preact/compat's types are written as `export =`; its module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({
  mode,
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}): ReactNode {
  return mode === 'hidden' ? null : children;
}
