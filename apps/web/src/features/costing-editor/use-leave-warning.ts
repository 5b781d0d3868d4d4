import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../state/dialog';

/**
 * Asks before the page is left (an in-app move or closing the tab) while `dirty`: the price
 * changes typed here are not saved anywhere until they are applied.
 */
export function useLeaveWarning(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Price changes not applied',
      message:
        'Leave the costing editor? Your price changes have not been applied and will be lost.',
      confirmText: 'Leave',
      rejectText: 'Stay',
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
