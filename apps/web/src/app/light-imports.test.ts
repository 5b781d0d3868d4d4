import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it, vi } from 'vitest';
import { LIGHT_IMPORTS, lightImports } from '../../vite/light-imports';
import { useMergeRefs } from '../../vite/light-imports/merge-refs';
import { RemoveScroll as RemoveScrollClassNames } from '../../vite/light-imports/remove-scroll-class-names';

const require = createRequire(import.meta.url);
/** The @mantine/core package's ES modules. */
const mantineEsm = (() => {
  let dir = path.dirname(require.resolve('@mantine/core'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'esm');
})();
const mantineFile = (file: string) => path.join(mantineEsm, 'components', file);

const resolve = (source: string, importer: string) => {
  const hook = lightImports().resolveId as (source: string, importer?: string) => string | null;
  return hook(source, importer);
};

describe('the light imports of the frame', () => {
  it("answer ScrollArea's and the AppShell's imports only", () => {
    const scrollArea = mantineFile('ScrollArea/ScrollArea.mjs');
    expect(resolve('@floating-ui/react', scrollArea)).toBe(LIGHT_IMPORTS[0]!.shim);
    expect(resolve('@floating-ui/react', mantineFile('Popover/use-popover.mjs'))).toBeNull();
    for (const part of ['Header', 'Aside', 'Footer']) {
      const file = mantineFile(`AppShell/AppShell${part}/AppShell${part}.mjs`);
      expect(resolve('react-remove-scroll', file)).toBe(LIGHT_IMPORTS[1]!.shim);
    }
    expect(resolve('react-remove-scroll', mantineFile('ModalBase/ModalBase.mjs'))).toBeNull();
  });

  it('stand for what those Mantine modules take, nothing more', () => {
    expect(readFileSync(mantineFile('ScrollArea/ScrollArea.mjs'), 'utf8')).toContain(
      'import { useMergeRefs } from "@floating-ui/react";',
    );
    for (const part of ['Header', 'Aside', 'Footer']) {
      const source = readFileSync(
        mantineFile(`AppShell/AppShell${part}/AppShell${part}.mjs`),
        'utf8',
      );
      expect(source).toContain('import { RemoveScroll } from "react-remove-scroll";');
      const uses = source.match(/RemoveScroll\.[\w.]+/g) ?? [];
      expect(new Set(uses)).toEqual(new Set(['RemoveScroll.classNames.zeroRight']));
    }
  });

  it("give react-remove-scroll's class names", () => {
    expect(RemoveScrollClassNames.classNames).toEqual(RemoveScroll.classNames);
  });

  it('merge refs as @floating-ui/react does: each set, then cleared on detach', () => {
    const objectRef: { current: string | null } = { current: null };
    const callback = vi.fn();
    const { result } = renderHook(() => useMergeRefs<string>([objectRef, callback, undefined]));
    act(() => result.current!('node'));
    expect(objectRef.current).toBe('node');
    expect(callback).toHaveBeenLastCalledWith('node');
    act(() => result.current!(null));
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
    const none = renderHook(() => useMergeRefs<string>([undefined, null]));
    expect(none.result.current).toBeNull();
  });
});
