/** The shop's calendar day of `at` (the server's local time), as 2026-11-26: what daily counters are kept by. */
export function localDay(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}
