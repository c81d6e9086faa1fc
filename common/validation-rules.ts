/**
 * The one list of validation rules, shared by the admin forms and the server. A failed rule travels
 * as `{ path, rule, params }` (the `issues` of a VALIDATION_FAILED answer): clients word it by its
 * code in their own language; the English text here is the `message` scripts read, and the admin's
 * English texts say the same (tests/unit/validation-rules.test.ts).
 *
 * `field` is the English name of the field a text names ("Title", "An exclude pattern"); it is not
 * sent, because `path` says which field failed. Zod-free, so any bundle may import it.
 */

/** The values a rule's text is worded with: limits, and the named character of a character rule. */
export type RuleParams = Record<string, string | number>;

type RuleText = (params: RuleParams, field: string) => string;

const RULES = {
  // The spec's texts (product-spec.md, section 5): each names its field itself.
  required: () => 'This field is required',
  titleRequired: () => 'Title is required',
  nameRequired: () => 'Name is required',
  articleNumberRequired: () => 'Article number is required',
  categoryRequired: () => 'Category is required for non-universal instructions',
  contentRequired: () => 'At least one language content is required',
  sourceLanguage: () => 'The source language must have content',
  categorySelection: () => 'Please select at least one category',
  // The one rule for article numbers (common/article-number-rules.ts).
  numberEmpty: () => 'Article number is empty',
  numberCharacter: ({ character }) => `Article number contains a character that is not allowed: ${character}`,
  // One-line names and titles (common/api/title-characters.ts).
  controlCharacter: ({ character }, field) => `${field} must not contain the control character ${character}`,
  bidiCharacter: ({ character }, field) =>
    `${field} must not contain the bidirectional control character ${character}`,
  unpairedSurrogate: ({ character }, field) =>
    `${field} must not contain the unpaired surrogate ${character}`,
  invisibleOnly: (_params, field) => `${field} must contain visible characters`,
  // Addresses of links and images in the content editor (renderer/admin/instructions/editor-url.ts).
  urlInvalid: () => 'This is not a valid address.',
  urlUnsafe: () =>
    'This kind of address is not allowed here. Use http://, https:// or mailto:, or an address of this library such as /api/media/1.',
  // Sizes and kinds, read from zod's own issues (common/api/validation-issues.ts).
  tooShort: ({ min }, field) => `${field} must be at least ${min} characters`,
  tooLong: ({ max }, field) => `${field} must be at most ${max} characters`,
  tooFew: ({ min }, field) => `${field} must list at least ${min}`,
  tooMany: ({ max }, field) => `${field} may list at most ${max}`,
  tooSmall: ({ min }, field) => `${field} must be ${min} or more`,
  tooLarge: ({ max }, field) => `${field} must be at most ${max}`,
  notAllowed: (_params, field) => `${field} is not one of the allowed values`,
  wrongType: (_params, field) => `${field} has the wrong type`,
  invalid: (_params, field) => `${field} is not valid`,
} satisfies Record<string, RuleText>;

export type ValidationRule = keyof typeof RULES;

export const VALIDATION_RULES = Object.keys(RULES) as ValidationRule[];

/** One failed rule as a VALIDATION_FAILED answer lists it. */
export interface ValidationIssue {
  /** Where in the request: ['instruction', 'excludePatterns', 2], ['name']. */
  path: (string | number)[];
  rule: ValidationRule;
  params: RuleParams;
}

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === 'string' && Object.hasOwn(RULES, value);
}

/** A rule's English text; `field` names the field for the rules whose text has no name of its own. */
export function ruleText(rule: ValidationRule, params: RuleParams = {}, field = 'This field'): string {
  return RULES[rule](params, field);
}
