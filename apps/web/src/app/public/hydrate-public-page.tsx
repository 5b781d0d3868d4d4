import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Tells, once, that the page around it has been hydrated (its effects run after the page's). */
function OnHydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates the prerendered page in `container` with `page`, the tree it was rendered from;
 * resolves once the page is hydrated and answers to a change of language. As a transition,
 * hydration yields to the browser: the page, painted already, answers input meanwhile.
 */
export function hydratePublicPage(
  container: Element,
  page: ReactNode,
  options: { onRecoverableError?: (error: unknown) => void } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    startTransition(() => {
      hydrateRoot(container, <OnHydrated done={done}>{page}</OnHydrated>, options);
    });
  });
}
