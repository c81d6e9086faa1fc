import { useEffect, useLayoutEffect, useRef } from 'react';
import { createScanBurst } from './scan-burst';

function isTypingTarget(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return (
    element.isContentEditable ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/**
 * Catches a barcode scan anywhere on the page while no field has the focus (a touch kiosk's
 * scanner types into nothing until someone taps the field) and hands over the scanned text.
 */
export function useScannerCapture(onScan: (text: string) => void): void {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  // Listening before the first paint: a scan that starts as soon as the page shows loses no key.
  useLayoutEffect(() => {
    const burst = createScanBurst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(document.activeElement)) return;
      const scanned = burst.key(event.key);
      if (scanned !== undefined) {
        event.preventDefault();
        handler.current(scanned);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
