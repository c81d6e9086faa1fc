/**
 * Without a data router (its code would push the kiosk's first load over budget) react-router
 * cannot hold a navigation, so the admin's own ways out of a page (sidebar, Cancel, back button,
 * sign-out) go through `leaveWith`, which an open form with unsaved edits can hold for a question.
 */
type LeaveGuard = (leave: () => void) => boolean;

let activeGuard: LeaveGuard | null = null;

/** The form with unsaved edits registers here; a guard answers true when it held the leave. */
export function setLeaveGuard(guard: LeaveGuard | null): void {
  activeGuard = guard;
}

/** Leaves now, or hands the leave to the open form's guard, which asks first. */
export function leaveWith(leave: () => void): void {
  if (!activeGuard?.(leave)) leave();
}
