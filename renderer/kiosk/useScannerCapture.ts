import { useEffect, useLayoutEffect, useRef } from 'react';
import { insertIntoField, restoreField, snapshotField, type FieldSnapshot } from './field-snapshot';
import { createScanBurst } from './scan-burst';

/** A held key waits no longer than this for the burst's next key before it goes to the field after all. */
const HOLD_AT_MOST_MS = 100;

/**
 * A select's type-ahead would change the language on a scan's first keys. Its options start with a
 * flag, so letters never match one anyway: the select takes no printable keys but Space (which opens it).
 */
function isSelectTypeAhead(event: KeyboardEvent): boolean {
  return document.activeElement instanceof HTMLSelectElement && event.key.length === 1 && event.key !== ' ';
}

/**
 * Catches a barcode scan anywhere on the page, whatever has the focus, and hands over the scanned
 * text. Listening in the capture phase on the window, it sees each key before the focused field does:
 * once a burst is recognised its keys are held back, and the scan's end restores the field as it was
 * before the burst, so half-typed text, a word search or a list filter never mixes with a scan.
 */
export function useScannerCapture(onScan: (text: string) => void): void {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  // Listening before the first paint: a scan that starts as soon as the page shows loses no key.
  useLayoutEffect(() => {
    const burst = createScanBurst();
    let before: FieldSnapshot | undefined;
    let giveBack: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const focused = document.activeElement;
      if (event.ctrlKey || event.altKey || event.metaKey) {
        insertIntoField(focused, burst.interrupt());
        return;
      }
      const step = burst.key(event.key, event.timeStamp);
      insertIntoField(focused, step.release);
      if (step.starts) before = snapshotField(focused);
      if (step.hold) {
        event.preventDefault();
        event.stopPropagation();
        clearTimeout(giveBack);
        if (step.scanned === undefined) {
          giveBack = setTimeout(
            () => insertIntoField(document.activeElement, burst.flush()),
            HOLD_AT_MOST_MS,
          );
        }
      } else if (isSelectTypeAhead(event)) {
        event.preventDefault();
      }
      if (step.scanned !== undefined) {
        restoreField(before);
        handler.current(step.scanned);
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      clearTimeout(giveBack);
      window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, []);
}
