import i18next from 'i18next';
import {
  isValidationRule,
  type RuleParams,
  type ValidationIssue,
  type ValidationRule,
} from '../../../common/validation-rules';
import type { ApiError } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

const adminT = () => i18next.getFixedT(null, ADMIN_NAMESPACE);

/** The article-number rule's kinds are also the reasons of refused import lines: one text each. */
const textKey = (rule: ValidationRule) =>
  rule === 'numberEmpty' || rule === 'numberCharacter' ? `importProblem.${rule}` : `validation.${rule}`;

/** The field a path points at, named for a text that starts with it ("The title must ..."). */
function fieldName(path: ValidationIssue['path']): string {
  for (const part of [...path].reverse()) {
    const key = `validation.fields.${String(part)}`;
    if (typeof part === 'string' && i18next.exists(key, { ns: ADMIN_NAMESPACE })) return adminT()(key);
  }
  return adminT()('validation.fields.default');
}

/** A broken rule in the admin language, by its code and params: never by the server's sentence. */
export function issueText(issue: ValidationIssue): string {
  return adminT()(textKey(issue.rule), { ...issue.params, field: fieldName(issue.path) });
}

const isParams = (value: unknown): value is RuleParams =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number');

const isPath = (value: unknown): value is ValidationIssue['path'] =>
  Array.isArray(value) && value.every((part) => typeof part === 'string' || typeof part === 'number');

/**
 * The broken rules a VALIDATION_FAILED answer lists; rules this admin does not know (a newer
 * server) count as `invalid`, so the field is still marked.
 */
export function validationIssuesOf(error: ApiError): ValidationIssue[] {
  if (error.code !== 'VALIDATION_FAILED') return [];
  try {
    const body: unknown = JSON.parse(error.body);
    const issues: unknown = typeof body === 'object' && body !== null && 'issues' in body ? body.issues : [];
    if (!Array.isArray(issues)) return [];
    return issues.flatMap((issue: Record<string, unknown>) =>
      isPath(issue.path)
        ? [
            {
              path: issue.path,
              rule: isValidationRule(issue.rule) ? issue.rule : 'invalid',
              params: isParams(issue.params) ? issue.params : {},
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}
