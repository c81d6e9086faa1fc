/** Keystrokes further apart than this are a person typing, not a scanner (which sends < 30 ms); the margin covers a busy machine. */
export const MAX_SCAN_GAP_MS = 100;
/** Shorter bursts are likely two keys pressed together, not a barcode. */
export const MIN_SCAN_LENGTH = 3;

/**
 * Collects a keyboard-wedge scanner's burst: printable keys in quick succession, ended by Enter.
 * `key` returns the scanned text when Enter ends a burst, else undefined.
 */
export function createScanBurst(now: () => number = () => performance.now()) {
  let text = '';
  let last = -Infinity;
  return {
    key(key: string): string | undefined {
      const time = now();
      const continues = time - last <= MAX_SCAN_GAP_MS;
      last = time;
      if (key === 'Enter') {
        const scanned = continues && text.length >= MIN_SCAN_LENGTH ? text : undefined;
        text = '';
        return scanned;
      }
      if (key.length !== 1) {
        text = '';
        return undefined;
      }
      text = continues ? text + key : key;
      return undefined;
    },
  };
}
