/** Longest wait for a frame: background tabs pause animation frames. */
const FRAME_FALLBACK_MS = 250;

/**
 * Calls back once the browser has painted the current DOM (the next animation frame, then a
 * task), or after a short fallback when frames are paused. Returns a cancel function.
 */
export function afterPaint(callback: () => void): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          task = setTimeout(finish, 0);
        })
      : undefined;
  const fallback = setTimeout(finish, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
}
