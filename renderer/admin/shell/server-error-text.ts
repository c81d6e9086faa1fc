import i18next from 'i18next';
import type { ImportRowProblem } from '../../../common/api/article-numbers';
import type { ErrorCode } from '../../../common/api/errors';
import type { ValidationIssue } from '../../../common/validation-rules';
import { ApiError, type ErrorValues } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatFileSize } from './format';
import { issueText, validationIssuesOf } from './rule-text';

/** What a failed call or job told: its code, English message and the values beside them. */
export interface ServerFailure {
  code?: ErrorCode;
  message?: string;
  details?: ErrorValues;
  /** The broken rules of a VALIDATION_FAILED answer. */
  issues?: ValidationIssue[];
}

const adminT = () => i18next.getFixedT(null, ADMIN_NAMESPACE);

/** A refused import line's reason in the admin language. */
export function importProblemText(problem: ImportRowProblem): string {
  return adminT()(`importProblem.${problem.kind}`, problem.values);
}

function isImportProblemKind(kind: unknown): kind is ImportRowProblem['kind'] {
  return typeof kind === 'string' && i18next.exists(`importProblem.${kind}`, { ns: ADMIN_NAMESPACE });
}

/** The values a code's text needs, made readable (sizes, nested reasons). */
function codeValues(code: ErrorCode, details: ErrorValues): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details)) if (value !== null) values[name] = value;
  if (code === 'FILE_TOO_LARGE' && typeof details.limitBytes === 'number') {
    values.limit = formatFileSize(details.limitBytes, i18next.language);
  }
  if (code === 'IMPORT_NO_VALID_ROWS' && isImportProblemKind(details.reason)) {
    values.reason = adminT()(`importProblem.${details.reason}`, values);
  }
  return values;
}

/**
 * The more precise text of a code whose answer carries the value it names (a follower's last error
 * kept before the values were, has the plain text).
 */
function preciseVariant(code: ErrorCode, details: ErrorValues): string | undefined {
  if (code === 'IMPORT_NO_VALID_ROWS' && details.line !== undefined) return 'line';
  if (code === 'FILE_TOO_LARGE' && typeof details.limitBytes === 'number') return 'limit';
  if (code === 'LIBRARY_VERSION_NOT_NEWER' && typeof details.served === 'number') return 'versions';
  if (
    (code === 'LIBRARY_OTHER_KEY' || code === 'LIBRARY_FILE_PREVIOUS_KEY') &&
    typeof details.keyId === 'string'
  )
    return 'key';
  return undefined;
}

/**
 * The admin's text for a failure: a refused request's first broken rule, else the translated text
 * of its code, else the server's own message, else the screen's fallback. Never an English sentence
 * matched: the code and the rules say what happened.
 */
export function failureText(failure: ServerFailure, fallback: string): string {
  const t = adminT();
  const { code, message, details = {}, issues = [] } = failure;
  const [firstIssue] = issues;
  if (code === 'VALIDATION_FAILED' && firstIssue) return issueText(firstIssue);
  if (code) {
    const variant = preciseVariant(code, details);
    return t(variant ? `serverErrors.${code}_${variant}` : `serverErrors.${code}`, codeValues(code, details));
  }
  return message ?? fallback;
}

/** The admin's text for a thrown error of an /api call; the fallback when it is not one. */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'network') return adminT()('serverErrors.network');
  if (error.kind === 'timeout') return adminT()('serverErrors.timeout');
  return failureText(
    {
      code: error.code,
      message: error.serverMessage,
      details: error.details,
      issues: validationIssuesOf(error),
    },
    fallback,
  );
}
