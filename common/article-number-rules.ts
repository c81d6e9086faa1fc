/**
 * The one rule for article numbers, shared by every door numbers come in through (the add dialog,
 * POST .../bulk, PUT .../sku/{n}, CSV import, sync-from-excel) and by the public lookup.
 *
 * A number is letters and digits of any script, with the separators - _ . / and the plain space
 * between them. Anything else is refused with the character named, because numbers are printed on
 * labels and scanned: an invisible or direction-changing character would make two numbers that look
 * the same differ, or one number look like another.
 */

const SEPARATORS = new Set(['-', '_', '.', '/', ' ']);

/** Letters and decimal digits of any script. */
const LETTER_OR_DIGIT = /^[\p{L}\p{Nd}]$/u;

/** Combining marks spell letters in many scripts; they only count after a letter or digit. */
const COMBINING_MARK = /^[\p{Mn}\p{Mc}]$/u;

/** Variation selectors are marks too, but they turn digits and symbols into emoji. */
const VARIATION_SELECTOR = /^[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u;

const CHARACTER_NAMES: Record<number, string> = {
  0x00: 'NULL',
  0x07: 'BELL',
  0x08: 'BACKSPACE',
  0x09: 'CHARACTER TABULATION',
  0x0a: 'LINE FEED',
  0x0b: 'LINE TABULATION',
  0x0c: 'FORM FEED',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESCAPE',
  0x21: 'EXCLAMATION MARK',
  0x22: 'QUOTATION MARK',
  0x23: 'NUMBER SIGN',
  0x24: 'DOLLAR SIGN',
  0x25: 'PERCENT SIGN',
  0x26: 'AMPERSAND',
  0x27: 'APOSTROPHE',
  0x28: 'LEFT PARENTHESIS',
  0x29: 'RIGHT PARENTHESIS',
  0x2a: 'ASTERISK',
  0x2b: 'PLUS SIGN',
  0x2c: 'COMMA',
  0x3a: 'COLON',
  0x3b: 'SEMICOLON',
  0x3c: 'LESS-THAN SIGN',
  0x3d: 'EQUALS SIGN',
  0x3e: 'GREATER-THAN SIGN',
  0x3f: 'QUESTION MARK',
  0x40: 'COMMERCIAL AT',
  0x5b: 'LEFT SQUARE BRACKET',
  0x5c: 'REVERSE SOLIDUS',
  0x5d: 'RIGHT SQUARE BRACKET',
  0x5e: 'CIRCUMFLEX ACCENT',
  0x60: 'GRAVE ACCENT',
  0x7b: 'LEFT CURLY BRACKET',
  0x7c: 'VERTICAL LINE',
  0x7d: 'RIGHT CURLY BRACKET',
  0x7e: 'TILDE',
  0x7f: 'DELETE',
  0xa0: 'NO-BREAK SPACE',
  0xad: 'SOFT HYPHEN',
  0x061c: 'ARABIC LETTER MARK',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

const codePointLabel = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** What a person is shown for a refused character: its code point and a name or a description. */
function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const name = CHARACTER_NAMES[code];
  if (name) return `${codePointLabel(code)} (${name})`;
  if (code >= 0xd800 && code <= 0xdfff) return `${codePointLabel(code)} (unpaired surrogate)`;
  if (/^\p{Cc}$/u.test(char)) return `${codePointLabel(code)} (control character)`;
  if (/^\p{Cf}$/u.test(char)) return `${codePointLabel(code)} (invisible formatting character)`;
  if (/^[\p{Z}\p{M}]$/u.test(char)) return `${codePointLabel(code)} (space or mark)`;
  if (/^\p{Cn}$/u.test(char)) return `${codePointLabel(code)} (unassigned character)`;
  return `${codePointLabel(code)} "${char}"`;
}

/** Why a number cannot be stored, as a kind and the values a client words it with. */
export type ArticleNumberIssue =
  | { kind: 'numberEmpty'; values: Record<string, never> }
  | { kind: 'numberCharacter'; values: { character: string } };

/**
 * Why a number cannot be stored, or undefined when it can. Leading and trailing white space is not
 * a problem: scanners add it and normaliseArticleNumber trims it.
 */
export function articleNumberIssue(value: string): ArticleNumberIssue | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return { kind: 'numberEmpty', values: {} };
  let afterLetterOrDigit = false;
  for (const char of trimmed) {
    const allowed =
      LETTER_OR_DIGIT.test(char) ||
      SEPARATORS.has(char) ||
      (afterLetterOrDigit && COMBINING_MARK.test(char) && !VARIATION_SELECTOR.test(char));
    if (!allowed) return { kind: 'numberCharacter', values: { character: describeCharacter(char) } };
    afterLetterOrDigit = !SEPARATORS.has(char);
  }
  return undefined;
}

const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * The one form a number is stored, shown, routed and looked up in: control characters (a scanner's
 * prefix or suffix) removed, trimmed, upper-case, composed (NFC).
 */
export const normaliseArticleNumber = (value: string): string =>
  value.replace(CONTROL_CHARACTERS, '').trim().toUpperCase().normalize('NFC');

/**
 * What every match is on: the normalised number lower-cased, so `avn-r110 ` finds AVN-R110 and
 * `straße` finds STRASSE. Also safe on input that breaks the rule (a public lookup just finds nothing).
 */
export const articleNumberKey = (value: string): string => normaliseArticleNumber(value).toLowerCase();
