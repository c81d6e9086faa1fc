/** Side of the square, in CSS pixels, in the top-left corner where the sign-in taps count. */
const CORNER_SIZE = 64;
const CORNER_TAPS = 5;
const CORNER_TAPS_WITHIN_MS = 3000;

export function isInCorner(x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < CORNER_SIZE && y < CORNER_SIZE;
}

/**
 * Counts taps that follow each other quickly; `tap` answers true on the one that completes the
 * series. A touch-only kiosk has no keyboard for Ctrl+Shift+A, so staff open the sign-in page this way.
 */
export function createTapSeries(now: () => number = Date.now): { tap(): boolean } {
  let taps: number[] = [];
  return {
    tap() {
      const at = now();
      taps = [...taps.filter((time) => at - time < CORNER_TAPS_WITHIN_MS), at];
      if (taps.length < CORNER_TAPS) return false;
      taps = [];
      return true;
    },
  };
}
