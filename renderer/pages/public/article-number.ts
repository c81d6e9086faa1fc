const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * An article number as scanned or typed, the way it is shown and routed: control characters
 * (a scanner's prefix or suffix) removed, trimmed, upper-case. The server matches case-insensitively.
 */
export function normaliseArticleNumber(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, '').trim().toUpperCase();
}
