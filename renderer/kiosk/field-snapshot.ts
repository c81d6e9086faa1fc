type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: Element | null): element is TextField {
  return element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;
}

/** The field a key goes to and what it held, so a scan can undo the keys it typed there. */
export interface FieldSnapshot {
  field: TextField;
  value: string;
}

export function snapshotField(element: Element | null): FieldSnapshot | undefined {
  return isTextField(element) ? { field: element, value: element.value } : undefined;
}

/**
 * Tells React (and any other listener) about a value changed from outside: React keeps the value it
 * last saw and ignores an `input` event unless the field's value differs from it.
 */
function announce(field: TextField): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function restoreField(snapshot: FieldSnapshot | undefined): void {
  if (!snapshot?.field.isConnected || snapshot.field.value === snapshot.value) return;
  const prototype = Object.getPrototypeOf(snapshot.field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(snapshot.field, snapshot.value);
  announce(snapshot.field);
}

/** Types `text` at the caret, for keys held back from what turned out not to be a scan. */
export function insertIntoField(element: Element | null, text: string): void {
  if (!text || !isTextField(element)) return;
  try {
    element.setRangeText(text, element.selectionStart ?? 0, element.selectionEnd ?? 0, 'end');
  } catch {
    // Number, e-mail and other fields without a caret take no inserted text.
    return;
  }
  announce(element);
}
