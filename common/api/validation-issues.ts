import { z } from 'zod';
import {
  isValidationRule,
  ruleText,
  type RuleParams,
  type ValidationIssue,
  type ValidationRule,
} from '../validation-rules';

/**
 * A custom zod issue for a rule of common/validation-rules.ts: its English text as the message, the
 * rule and its params on the issue, where validationIssues finds them. Spread it into
 * `ctx.addIssue({ code: 'custom', ... })` or pass it as the options of `.refine`.
 */
export function ruleIssue(
  rule: ValidationRule,
  params: RuleParams = {},
  field?: string,
): { message: string; params: { rule: ValidationRule; values: RuleParams } } {
  return { message: ruleText(rule, params, field), params: { rule, values: params } };
}

const limit = (value: number | bigint) => Number(value);

/** The rule of a zod issue: the one a schema named (ruleIssue), else the one zod's own code means. */
function ruleOf(issue: z.core.$ZodIssue): { rule: ValidationRule; params: RuleParams } {
  switch (issue.code) {
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      const values = (issue.params?.values ?? {}) as RuleParams;
      return isValidationRule(rule) ? { rule, params: values } : { rule: 'invalid', params: {} };
    }
    case 'too_small':
      // A text that must have at least one character is simply required.
      if (issue.origin === 'string' && limit(issue.minimum) === 1) return { rule: 'required', params: {} };
      if (issue.origin === 'string') return { rule: 'tooShort', params: { min: limit(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { rule: 'tooFew', params: { min: limit(issue.minimum) } };
      return { rule: 'tooSmall', params: { min: limit(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { rule: 'tooLong', params: { max: limit(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { rule: 'tooMany', params: { max: limit(issue.maximum) } };
      return { rule: 'tooLarge', params: { max: limit(issue.maximum) } };
    case 'invalid_value':
      return { rule: 'notAllowed', params: {} };
    case 'invalid_type':
      return { rule: 'wrongType', params: {} };
    default:
      return { rule: 'invalid', params: {} };
  }
}

/** Every problem of a failed parse as `{ path, rule, params }`, in the order zod found them. */
export function validationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    ...ruleOf(issue),
  }));
}

/**
 * A text that must not be blank: missing, not a string or blank after trimming, it fails `rule`
 * (a script sending `{ "name": 42 }` reads "Name is required", as a person leaving it empty does).
 * `checks` adds the field's other rules to the trimmed text.
 */
export function requiredText<Checked extends z.ZodType<string, string>>(
  rule: ValidationRule,
  checks: (text: z.ZodString) => Checked,
) {
  return z
    .string()
    .catch('')
    .pipe(
      checks(
        z
          .string()
          .trim()
          .refine((text) => text.length > 0, ruleIssue(rule)),
      ),
    );
}
