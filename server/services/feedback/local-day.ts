/** The shop's calendar day of `at` (the server's local time), as 2026-11-26: what daily counters are kept by. */
export function localDay(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}

/**
 * The local day of `now()`, worked out again only when the clock leaves the day it was worked out
 * for (past the next local midnight, or set back before the day's start): a visit counted on every
 * scan then costs a clock read and two comparisons instead of a Date and its formatting.
 */
export function dayClock(now: () => number): () => string {
  let day = '';
  let from = Infinity;
  let until = -Infinity;
  return () => {
    const at = now();
    if (at < from || at >= until) {
      const date = new Date(at);
      day = localDay(date);
      from = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
      until = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
    }
    return day;
  };
}
