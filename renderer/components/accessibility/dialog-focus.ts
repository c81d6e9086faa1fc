import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Opens a modal dialog on its current choice (an element marked aria-pressed="true"), else on its
 * first control. The browser's own pick is the first control present when showModal runs.
 */
export function focusFirstChoice(dialog: HTMLElement): void {
  const chosen = dialog.querySelector<HTMLElement>('[aria-pressed="true"]');
  (chosen ?? focusablesIn(dialog)[0])?.focus();
}

/**
 * Tab from a modal dialog's last control goes back to its first, and Shift+Tab the other way. The
 * browser would first step out to the page's body, where nothing visible has the focus.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = focusablesIn(event.currentTarget);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
