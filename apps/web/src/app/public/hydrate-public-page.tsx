import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import type { AppRouter } from '../routes/create-router';

/** Tells, once, that the page around it has been hydrated (its effects run after the page's). */
function OnHydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates the prerendered page in `container` with the public pages' router; resolves once
 * the page is hydrated and answers to a change of language. As a transition, hydration yields
 * to the browser between parts of the page: the page, painted already, answers input meanwhile
 * instead of waiting for one long task.
 */
export function hydratePublicPage(
  container: Element,
  router: AppRouter,
  options: { onRecoverableError?: (error: unknown) => void } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    startTransition(() => {
      hydrateRoot(
        container,
        <OnHydrated done={done}>
          <StrictMode>
            <App router={router} />
          </StrictMode>
        </OnHydrated>,
        options,
      );
    });
  });
}
