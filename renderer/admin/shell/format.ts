const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * "1.5 KB": base 1024, at most 2 decimals, Bytes up to GB (spec section 9), the number written the
 * way the interface language writes it ("1,5 KB" in German).
 */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(
    bytes / 1024 ** exponent,
  );
  return `${value} ${SIZE_UNITS[exponent]}`;
}

/**
 * Short month, day and time the way the interface language writes them: "Nov 21, 5:04 AM" in
 * English (the spec's form), "21. Nov., 17:04" in German.
 */
export function formatActivityTime(iso: string, language: string): string {
  // Kiosks report their misses by day: a day has no time to show, and read as UTC it moves.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(
      new Date(`${iso}T00:00`),
    );
  }
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** Splits the Exclude Patterns text area: comma-separated, blanks dropped. */
export function parseExcludePatterns(text: string): string[] {
  return text
    .split(',')
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern.length > 0);
}
