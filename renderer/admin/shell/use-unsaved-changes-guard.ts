import { useCallback, useEffect, useRef, useState } from 'react';
import { setLeaveGuard } from './leave-guard';

interface HeldLeave {
  state: 'blocked' | 'unblocked';
  /** Leaves after all (the edits are discarded). */
  proceed: () => void;
  /** Stays on the page with the edits. */
  reset: () => void;
}

interface UnsavedChangesGuard {
  blocker: HeldLeave;
  /** Lets the next navigation through without asking (after a save, the edits are no longer unsaved). */
  allowNextLeave: () => void;
}

/**
 * While `dirty`, leaving the page inside the app (links and buttons through `leaveWith`, the
 * browser's back button) waits for the admin's confirmation, and closing or reloading the tab asks
 * the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const dirtyNow = useRef(dirty);
  const allowed = useRef(false);
  const [held, setHeld] = useState<{ leave: () => void; byBackButton: boolean } | null>(null);

  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  useEffect(() => {
    setLeaveGuard((leave) => {
      if (!dirtyNow.current || allowed.current) return false;
      setHeld({ leave, byBackButton: false });
      return true;
    });
    return () => setLeaveGuard(null);
  }, []);

  // The back button cannot be held, so a copy of this page's history entry is put in front of it:
  // Back first lands on the same page, where the question is asked before really going back.
  useEffect(() => {
    if (!dirty) return;
    const keepInFront = () => window.history.pushState(window.history.state, '', window.location.href);
    keepInFront();
    function onBack() {
      if (!dirtyNow.current || allowed.current) return;
      setHeld({ leave: () => window.history.back(), byBackButton: true });
    }
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('popstate', onBack);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('popstate', onBack);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const allowNextLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const proceed = useCallback(() => {
    setHeld(null);
    allowed.current = true;
    held?.leave();
  }, [held]);

  const reset = useCallback(() => {
    setHeld(null);
    // Back used up the copy in front; the next Back must be asked about too.
    if (held?.byBackButton) window.history.pushState(window.history.state, '', window.location.href);
  }, [held]);

  return { blocker: { state: held ? 'blocked' : 'unblocked', proceed, reset }, allowNextLeave };
}
