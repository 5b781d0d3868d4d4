import { useEffect, type RefObject } from 'react';

/**
 * Keyboard focus for the help guide: when it opens (F1 or its button), focus moves to
 * `target`, the panel's heading; when it closes (Escape, F1 again, its close button), focus
 * goes back to where it was, unless it has been put somewhere else on the page meanwhile.
 */
export function useGuideFocus(open: boolean, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    target.current?.focus();
    return () => {
      const now = document.activeElement;
      const lost = now === null || now === document.body;
      if (lost && before instanceof HTMLElement && before !== document.body && before.isConnected) {
        before.focus();
      }
    };
  }, [open, target]);
}
