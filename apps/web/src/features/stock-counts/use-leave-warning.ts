import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../state/dialog';

/**
 * Asks before the count being typed is left unsaved (an in-app move, to another page or to
 * another count, or closing the tab). `dirty` is read when the move happens: a save that
 * moves on sets it false first.
 */
export function useLeaveWarning(dirty: { readonly current: boolean }): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Count not saved',
      message: 'Leave this stock count? What you typed since it was last saved will be lost.',
      confirmText: 'Leave',
      rejectText: 'Stay',
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
