import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { ruleText, VALIDATION_RULES, type ValidationRule } from '../../common/validation-rules';

type Texts = Record<string, unknown>;

const adminTexts = (language: string): Texts =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../renderer/i18n/locales/admin/${language}.json`),
      'utf8',
    ),
  ) as Texts;

function text(texts: Texts, dotted: string): string | undefined {
  let node: unknown = texts;
  for (const part of dotted.split('.')) node = (node as Texts | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** Where the admin words a rule (renderer/admin/shell/rule-text.ts). */
const textKey = (rule: ValidationRule) =>
  rule === 'numberEmpty' || rule === 'numberCharacter' ? `importProblem.${rule}` : `validation.${rule}`;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));

const SAMPLE = { max: 200, min: 6, character: 'U+0007' };

describe('one rule set for form and server', () => {
  it('every rule has its text in all seven admin languages, with the same values', () => {
    const english = adminTexts('en');
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = adminTexts(language);
      for (const rule of VALIDATION_RULES) {
        const worded = text(texts, textKey(rule));
        expect(worded, `${language} ${rule}`).toBeDefined();
        const placeholders = (value: string | undefined) =>
          [...(value ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(worded), `${language} ${rule}`).toEqual(
          placeholders(text(english, textKey(rule))),
        );
      }
    }
  });

  it("the admin's English says what the server's message says, field by field", () => {
    const english = adminTexts('en');
    const fields = {
      default: 'This field',
      title: 'Title',
      name: 'Name',
      excludePatterns: 'An exclude pattern',
    };
    for (const rule of VALIDATION_RULES) {
      for (const [key, field] of Object.entries(fields)) {
        const label = text(english, `validation.fields.${key}`);
        expect(label).toBe(field);
        const admin = fill(text(english, textKey(rule)) ?? '', { ...SAMPLE, field: label ?? '' });
        expect(admin, `${rule} at ${key}`).toBe(ruleText(rule, SAMPLE, field));
      }
    }
  });
});
