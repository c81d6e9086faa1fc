/**
 * A ref that moves the keyboard focus to what appears in place of the button just pressed (the
 * thank-you, the opened form), so a keyboard or screen-reader user is not left on the page's start.
 */
export function focusOnAppear(wanted: boolean): (node: HTMLElement | null) => void {
  return (node) => {
    if (wanted && node && !node.contains(document.activeElement)) node.focus();
  };
}
