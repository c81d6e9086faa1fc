import type { RuleParams, ValidationRule } from '../validation-rules';
import { ruleIssue } from './validation-issues';

const BIDI_CONTROL_NAMES: Record<number, string> = {
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

/** Characters that show nothing: a name made only of them looks blank. */
const INVISIBLE = /^[\u200b-\u200d\u2060\ufeff\u00ad\u180e]*$/u;

const codePointLabel = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** A refused name: the rule it breaks and the character named. */
export interface TitleCharacterIssue {
  rule: Extract<ValidationRule, 'controlCharacter' | 'bidiCharacter' | 'unpairedSurrogate' | 'invisibleOnly'>;
  params: RuleParams;
}

/**
 * Why a one-line name (category name, instruction title) cannot be stored, or undefined when it can:
 * control characters (NUL, ESC, line breaks, C1), bidirectional embeddings, overrides and isolates
 * (they make a name read differently from what it is, e.g. "txt.exe" shown as "exe.txt"), unpaired
 * surrogates, and names made only of invisible characters. The params name the character.
 */
function titleCharacterIssue(value: string): TitleCharacterIssue | undefined {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) {
      return { rule: 'controlCharacter', params: { character: codePointLabel(code) } };
    }
    const bidi = BIDI_CONTROL_NAMES[code];
    if (bidi) return { rule: 'bidiCharacter', params: { character: `${codePointLabel(code)} (${bidi})` } };
    if (code >= 0xd800 && code <= 0xdfff) {
      return { rule: 'unpairedSurrogate', params: { character: codePointLabel(code) } };
    }
  }
  if (value.length > 0 && INVISIBLE.test(value)) return { rule: 'invisibleOnly', params: {} };
  return undefined;
}

/** titleCharacterIssue as a zod refinement of a string schema. */
export function refuseBadCharacters(field: string) {
  return (
    value: string,
    ctx: { addIssue(issue: { code: 'custom' } & ReturnType<typeof ruleIssue>): void },
  ) => {
    const issue = titleCharacterIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', ...ruleIssue(issue.rule, issue.params, field) });
  };
}
