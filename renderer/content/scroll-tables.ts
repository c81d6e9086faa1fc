/**
 * Puts every table in a horizontally scrolling box, so a wide table on a phone scrolls instead of
 * breaking its words mid-word; the box is focusable so keyboard users can scroll it too.
 */
export function wrapTables(root: Element, label: string | undefined): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const box = table.ownerDocument.createElement('div');
    box.className = 'content-table-scroll';
    box.setAttribute('tabindex', '0');
    box.setAttribute('role', 'region');
    if (label) box.setAttribute('aria-label', label);
    table.replaceWith(box);
    box.append(table);
  }
}
