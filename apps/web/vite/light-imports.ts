import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./light-imports/${file}`, import.meta.url));

/**
 * Imports of Mantine's frame components that take one small thing from a large module, each
 * answered by a module that holds only that thing (the same code or the same values):
 * ScrollArea takes `useMergeRefs` from @floating-ui/react (the positioning library of menus,
 * pop-ups and tooltips), the AppShell's header, aside and footer take the class names of
 * react-remove-scroll's `RemoveScroll` (the scroll lock of modals). A module shared by several
 * chunks is written whole into one of them: without these, the frame (the navigation's
 * ScrollArea, the AppShell) would load both libraries whole on every screen.
 */
export const LIGHT_IMPORTS: readonly { source: string; importer: RegExp; shim: string }[] = [
  {
    source: '@floating-ui/react',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    shim: shim('merge-refs.ts'),
  },
  {
    source: 'react-remove-scroll',
    importer:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Aside|Footer)[\\/]AppShell\1\.mjs$/,
    shim: shim('remove-scroll-class-names.ts'),
  },
];

/** The Vite plugin that answers the imports of `LIGHT_IMPORTS` with their light modules. */
export function lightImports(): Plugin {
  return {
    name: 'larder-light-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const light = LIGHT_IMPORTS.find((l) => l.source === source && l.importer.test(importer));
      return light ? light.shim : null;
    },
  };
}
