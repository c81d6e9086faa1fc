/**
 * A dialog's submit button is disabled while it saves, which drops the keyboard focus to the page
 * behind; after a refused save the focus goes back to the dialog's first field, so the admin can
 * correct it and Escape still closes the dialog.
 */
export function focusFirstField(dialogPart: HTMLElement | null): void {
  dialogPart
    ?.querySelector<HTMLElement>('input:not(:disabled), textarea:not(:disabled), select:not(:disabled)')
    ?.focus();
}
