import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { confirm } from '../../state/dialog';

/** What the question says when a page with unsaved work is left. */
export interface LeaveQuestion {
  readonly title: string;
  readonly message: string;
  /** A move to the same page with another query (another record) counts as leaving too. */
  readonly watchSearch?: boolean;
}

type Dirty = boolean | { readonly current: boolean };
const isDirty = (dirty: Dirty): boolean => (typeof dirty === 'boolean' ? dirty : dirty.current);

/**
 * Asks before a page with unsaved work is left: an in-app move is held until the user answers
 * ("Leave" goes on, "Stay" stays), and closing or reloading the tab gets the browser's own
 * question. A ref as `dirty` is read when the move happens, so a save that moves on can set it
 * false first.
 */
export function useLeaveWarning(dirty: Dirty, question: LeaveQuestion): void {
  const latest = useRef({ dirty, question });
  useLayoutEffect(() => {
    latest.current = { dirty, question };
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty(latest.current.dirty) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (latest.current.question.watchSearch === true &&
          currentLocation.search !== nextLocation.search)),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const { title, message } = latest.current.question;
    void confirm({
      title,
      message,
      confirmText: i18n.t('components:leaveWarning.leave'),
      rejectText: i18n.t('components:leaveWarning.stay'),
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty(latest.current.dirty)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
