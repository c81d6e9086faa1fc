import {
  instructionBodySchema,
  type InstructionBody,
  type InstructionBodyInput,
} from '../../../common/api/instructions';
import { validationIssues } from '../../../common/api/validation-issues';
import { isLanguage, type Language } from '../../../common/languages';
import type { ValidationIssue } from '../../../common/validation-rules';
import { issueText } from '../shell/rule-text';

/** The form's fields a broken rule is shown at. */
export type InstructionField =
  | 'title'
  | 'type'
  | 'category'
  | 'excludePatterns'
  | 'instructionNumber'
  | 'sourceLanguage'
  | 'languageTitle'
  | 'content';

/** Where in the form a broken rule of the body is shown, and in which language's tab. */
export interface FailingField {
  field: InstructionField;
  language?: Language;
}

/** A failing field's message in the admin language, with the language tab it belongs to. */
interface FieldError {
  text: string;
  language?: Language;
}

/** The first broken rule of each failing field. */
export type InstructionFormErrors = Partial<Record<InstructionField, FieldError>>;

const INSTRUCTION_FIELDS: Record<string, InstructionField> = {
  title: 'title',
  type: 'type',
  categoryId: 'category',
  isUniversal: 'category',
  excludePatterns: 'excludePatterns',
  instructionNumber: 'instructionNumber',
};

function failingField(path: ValidationIssue['path']): FailingField {
  const [top, name] = path;
  if (top === 'instruction') return { field: INSTRUCTION_FIELDS[String(name)] ?? 'title' };
  const language = isLanguage(name) ? name : undefined;
  if (top === 'titles') return { field: 'languageTitle', language };
  if (top === 'sourceLanguage') return { field: 'sourceLanguage' };
  return { field: 'content', language };
}

export type InstructionFormCheck =
  | { ok: true; body: InstructionBody | InstructionBodyInput }
  | { ok: false; errors: InstructionFormErrors; first: FailingField };

/**
 * The form's body held to the server's own rules (instructionBodySchema of common/): every broken
 * rule shows at its field, and the first one is where the focus goes. The body's `documentLanguages`
 * (the PDFs attached or about to be) count as content, as on the server.
 */
export function checkInstructionForm(body: InstructionBodyInput): InstructionFormCheck {
  const parsed = instructionBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: InstructionFormErrors = {};
  const failing = validationIssues(parsed.error).map((issue) => {
    const place = failingField(issue.path);
    errors[place.field] ??= { text: issueText(issue), language: place.language };
    return place;
  });
  return { ok: false, errors, first: failing[0] ?? { field: 'title' } };
}
