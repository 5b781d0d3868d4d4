import { useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the page has been painted since the component first drew: false in its first
 * render, true once a frame has been painted after it (the state is set in a task after the
 * next animation frame, so that frame paints without what waits on it).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // Once, when first drawn: nothing sets it back.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Draws `children` once the page around it has been painted: the sections below a page's
 * first screen, so that a page opened by a save or a link shows its head and figures in the
 * first frame, and these sections follow in the next.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
