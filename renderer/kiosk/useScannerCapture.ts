import { useEffect, useLayoutEffect, useRef } from 'react';
import { insertIntoField, restoreField, snapshotField, type FieldSnapshot } from './field-snapshot';
import { takeEarlyKeys } from './early-key-buffer';
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
    /** One key of a possible scan; says whether the page must not see it. */
    const take = (key: string, timeStamp: number, modified: boolean): boolean => {
      const focused = document.activeElement;
      if (modified) {
        insertIntoField(focused, burst.interrupt());
        return false;
      }
      const step = burst.key(key, timeStamp);
      insertIntoField(focused, step.release);
      if (step.starts) before = snapshotField(focused);
      if (step.hold) {
        clearTimeout(giveBack);
        if (step.scanned === undefined) {
          giveBack = setTimeout(
            () => insertIntoField(document.activeElement, burst.flush()),
            HOLD_AT_MOST_MS,
          );
        }
      }
      if (step.scanned !== undefined) {
        restoreField(before);
        handler.current(step.scanned);
      }
      return step.hold;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const modified = event.ctrlKey || event.altKey || event.metaKey;
      if (take(event.key, event.timeStamp, modified)) {
        event.preventDefault();
        event.stopPropagation();
      } else if (!modified && isSelectTypeAhead(event)) {
        event.preventDefault();
      }
    };
    // Keys pressed before the app's code ran reached no field: they go through the burst as if
    // pressed now, and a key that turns out to be typing is typed into the field that has the focus.
    for (const early of takeEarlyKeys()) {
      if (early.composing) continue;
      const held = take(early.key, early.timeStamp, early.modified);
      if (!held && !early.modified && early.key.length === 1)
        insertIntoField(document.activeElement, early.key);
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      clearTimeout(giveBack);
      window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, []);
}
