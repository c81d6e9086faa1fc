/**
 * Keystrokes further apart than this are a person typing; a keyboard-wedge scanner sends its keys
 * closer together. Measured between the keys' own timestamps, so a busy kiosk that delivers them late
 * still sees the scanner's pace.
 */
const MAX_SCAN_GAP_MS = 30;
/**
 * Some scanners pause after a code's first key (the USB report for the first character leaves before
 * the rest are ready). A second key this close still continues the burst; from the third key on, the
 * scanner's pace applies again, which a person's typing does not reach.
 */
const MAX_SECOND_KEY_GAP_MS = 120;
/** Shorter bursts are likely two keys pressed together, not a barcode. */
const MIN_SCAN_LENGTH = 3;

/** Keys that only change what the next key types: scanners press Shift for capitals. */
const MODIFIER_KEYS = new Set(['Shift', 'CapsLock', 'AltGraph']);

/** Scanners end a code with Enter, or with Tab when set to move to the next field. */
const TERMINATOR_KEYS = new Set(['Enter', 'Tab']);

/** What to do with one key of a possible scan. */
export interface BurstStep {
  /** The key starts a new possible burst: what the focused field holds now is what a scan restores. */
  starts: boolean;
  /** The key belongs to a burst already recognised as a scan: keep it from the page. */
  hold: boolean;
  /** Keys held back from a burst that broke off as typing after all, to give back to the field first. */
  release: string;
  /** The scanned text, on the Enter or Tab that ends a scan. */
  scanned?: string;
}

/**
 * Follows a keyboard-wedge scanner's burst: printable keys at most MAX_SCAN_GAP_MS apart, ended by
 * Enter or Tab. From its MIN_SCAN_LENGTH-th key the burst is taken for a scan and its further keys
 * are held back from the page; the keys before that already reached the focused field, so the
 * caller restores the field as it was when the burst started.
 */
export function createScanBurst() {
  let text = '';
  let held = '';
  let last = -Infinity;

  const breakOff = (): string => {
    const release = held;
    text = '';
    held = '';
    return release;
  };

  return {
    key(key: string, time: number): BurstStep {
      if (MODIFIER_KEYS.has(key)) return { starts: false, hold: false, release: '' };
      const gap = time - last;
      const continues = gap <= MAX_SCAN_GAP_MS || (text.length === 1 && gap <= MAX_SECOND_KEY_GAP_MS);
      last = time;
      const release = continues ? '' : breakOff();
      if (TERMINATOR_KEYS.has(key)) {
        const scanned = continues && text.length >= MIN_SCAN_LENGTH ? text : undefined;
        breakOff();
        return scanned === undefined
          ? { starts: false, hold: false, release }
          : { starts: false, hold: true, release: '', scanned };
      }
      if (key.length !== 1) return { starts: false, hold: false, release: release + breakOff() };
      const starts = text === '';
      text += key;
      const hold = text.length >= MIN_SCAN_LENGTH;
      if (hold) held += key;
      return { starts, hold, release };
    },
    /**
     * The keys held so far, handed back while the burst goes on: a fast typist who stops without
     * Enter must see the last letters. Should a scan still end it, the field is restored anyway.
     */
    flush(): string {
      const release = held;
      held = '';
      return release;
    },
    /** A key with Ctrl, Alt or Meta is a shortcut, never part of a scan. */
    interrupt(): string {
      last = -Infinity;
      return breakOff();
    },
  };
}
