import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

interface UnsavedChangesGuard {
  /** Held while a navigation waits for the admin's answer: `proceed()` leaves, `reset()` stays. */
  blocker: Blocker;
  /** Lets the next navigation through without asking (after a save, the edits are no longer unsaved). */
  allowNextLeave: () => void;
}

/**
 * While `dirty`, leaving the page inside the app (links, buttons, the browser's back button) waits
 * for the admin's confirmation, and closing or reloading the tab asks the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const dirtyNow = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowNextLeave };
}
