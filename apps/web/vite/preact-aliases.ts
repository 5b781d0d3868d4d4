import path from 'node:path';
import type { Alias } from 'vite';

/**
 * One Preact, the public pages' own (apps/web's): a library that imports `preact` (the server
 * rendering) would otherwise find the older one a calendar library brings to the root.
 */
export const PREACT_DEDUPE = ['preact'];

/**
 * React, React DOM and the JSX runtime as Preact gives them: the public pages are built with
 * these (docs/decisions/0008-public-pages-on-preact.md); the app keeps React.
 */
export function preactAliases(webRoot: string): Alias[] {
  return [
    { find: /^react$/, replacement: path.join(webRoot, 'src/app/public/react-on-preact.ts') },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  ];
}
