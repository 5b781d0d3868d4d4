import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The aliases that build a tree written for React with Preact (preact/compat): the public
 * pages' entry, whose own code is small beside React's. The folder is this package's own
 * Preact, whatever older copy another package keeps for itself.
 */
export function preactAliases(webRoot: string): Alias[] {
  const require = createRequire(path.join(webRoot, 'package.json'));
  const preact = path.dirname(require.resolve('preact/package.json'));
  return [
    { find: /^react$/, replacement: path.join(preact, 'compat') },
    { find: /^react-dom$/, replacement: path.join(preact, 'compat') },
    { find: /^react-dom\/client$/, replacement: path.join(preact, 'compat/client.mjs') },
    { find: /^react\/jsx-runtime$/, replacement: path.join(preact, 'jsx-runtime') },
    { find: /^react\/jsx-dev-runtime$/, replacement: path.join(preact, 'jsx-runtime') },
    { find: /^preact$/, replacement: preact },
    { find: /^preact\/(.*)$/, replacement: `${preact}/$1` },
  ];
}
